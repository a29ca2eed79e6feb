/* Nothing of its own: inline/libm/build.sh links Debian's wasi-libc (musl's libm) into
 * libm.wasm and exports the functions it names. */
