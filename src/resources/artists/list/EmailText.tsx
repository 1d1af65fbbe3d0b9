/**
 * An e-mail address that may wrap after its "@": whole, the longest addresses would set the
 * width of the column on their own.
 */
export const EmailText = ({ email }: { email: string }) => {
  const at = email.indexOf('@');
  if (at < 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
};
