/** The request's part: what the query asked for. */
export async function Results({ searchParams }: { searchParams: Promise<{ q?: string }> }) {
  const { q = '' } = await searchParams;
  const items = Array.from({ length: 20 }, (_, index) => `${q} result ${index}`);
  return (
    <>
      <h1>Results for {q}</h1>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </>
  );
}
