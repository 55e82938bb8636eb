// The part of www/pkg/grundy_chance.js (wasm-bindgen's glue, written by ./build.sh build) that
// www/js/worker.js uses, for the type check before a build (tsconfig.json). The core's
// functions are called by name from the worker's list.
export default function init(options?: { module_or_path?: WebAssembly.Module | string | URL }): Promise<unknown>;
