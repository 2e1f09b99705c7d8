export function App() {
  return <main>Pathway back office</main>;
}
