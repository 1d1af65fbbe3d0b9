/** A save the user called off at the clash question: nothing was written, nothing failed. */
export class SaveCancelled extends Error {
  constructor() {
    super('Save cancelled at the clash question');
    this.name = 'SaveCancelled';
  }
}

export const isSaveCancelled = (error: unknown): error is SaveCancelled =>
  error instanceof SaveCancelled;
