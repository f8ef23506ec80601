/** A draw's result as balls: each digit, or each picked number. */
export function DrawResult({ result, label }: { result: string; label: string }) {
  const balls = result.includes(',') ? result.split(',') : result.split('');
  return (
    <span className="lt-balls" role="img" aria-label={label}>
      {balls.map((b, i) => (
        <span key={i} className="lt-ball" aria-hidden="true">
          {b}
        </span>
      ))}
    </span>
  );
}
