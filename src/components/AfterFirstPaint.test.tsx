import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AfterFirstPaint } from './AfterFirstPaint';

describe('AfterFirstPaint', () => {
  it('shows its part once the page has painted, and at once after that', async () => {
    const { rerender } = render(
      <main>
        <h1>Artists</h1>
        <AfterFirstPaint>
          <button type="button">Delete</button>
        </AfterFirstPaint>
      </main>,
    );
    expect(screen.getByRole('heading', { name: 'Artists' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Delete' })).toBeInTheDocument();

    // A part mounted later, the page having painted already, does not wait.
    rerender(
      <main>
        <h1>Artists</h1>
        <AfterFirstPaint>
          <button type="button">Delete</button>
        </AfterFirstPaint>
        <AfterFirstPaint>
          <button type="button">Next</button>
        </AfterFirstPaint>
      </main>,
    );
    expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument();
  });
});
