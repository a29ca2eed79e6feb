;; Prints a line to stdout and one to stderr, then traps: `run --race` must end as plain
;; wasmtime does whichever run wins (cli/tests/cli.rs).
(module
  (import "wasi_snapshot_preview1" "fd_write" (func $w (param i32 i32 i32 i32) (result i32)))
  (memory (export "memory") 1)
  (data (i32.const 64) "before the trap\0a")
  (func $put (param $fd i32)
    (i32.store (i32.const 0) (i32.const 64))
    (i32.store (i32.const 4) (i32.const 16))
    (drop (call $w (local.get $fd) (i32.const 0) (i32.const 1) (i32.const 8))))
  (func $deep (param $n i32)
    (if (i32.eqz (local.get $n)) (then unreachable))
    (call $deep (i32.sub (local.get $n) (i32.const 1))))
  (func (export "_start")
    (call $put (i32.const 1))
    (call $put (i32.const 2))
    (call $deep (i32.const 3))))
