import { runCli } from './src/cli/run-cli';

// `npm run runner -- --url ... --token glrt-...`: the exit code is the process's.
runCli(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
