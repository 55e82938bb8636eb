// What the two site tools share (tools/site.mjs writes the served copy of www/, tools/bundle.mjs
// the single offline file): where things are, how a tool stops with a message, esbuild from
// the page tests' npm packages, minifying one script or stylesheet, and the check that the
// core has been built into www/pkg.

import { createRequire } from "node:module";
import { access } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
export const WWW = join(ROOT, "www");

/** A `fail(message)` that prints `tool: message` and exits 1. */
export function failWith(tool) {
  return (message) => {
    console.error(`${tool}: ${message}`);
    process.exit(1);
  };
}

/** esbuild, a devDependency of the page tests installed in tests/node_modules; `command` installs it. */
export function loadEsbuild(fail, command) {
  const require = createRequire(join(ROOT, "tests", "package.json"));
  try {
    return require("esbuild");
  } catch {
    fail(`esbuild is not installed: run ${command} (it installs tests/node_modules), or cd tests && npm ci`);
  }
}

/** Stops with a message unless the core's module and glue are in www/pkg. */
export async function requireBuiltCore(fail) {
  for (const file of ["grundy.js", "grundy_bg.wasm"]) {
    try {
      await access(join(WWW, "pkg", file));
    } catch {
      fail(`www/pkg/${file} is missing: build the core first (./build.sh build)`);
    }
  }
}

/**
 * What esbuild may keep as written beyond es2022: the catalogue is imported as a JSON module
 * (`with { type: "json" }`), which es2022 does not have; without this esbuild drops the
 * attribute and the browser refuses the import.
 */
export const JS_SUPPORTED = { "import-attributes": true };

/**
 * `text` minified by esbuild, same meaning: `kind` is "js" or "css". Keeps modern syntax as
 * written (browsers of the last few years), and no legal comments.
 */
export async function minified(esbuild, kind, text) {
  const result = await esbuild.transform(text, {
    loader: kind,
    minify: true,
    legalComments: "none",
    target: kind === "css" ? ["chrome100", "firefox100", "safari15"] : "es2022",
    ...(kind === "css" ? {} : { supported: JS_SUPPORTED }),
    logLevel: "silent",
  });
  return result.code;
}
