//! The shim's public behaviour: guests driving the wasi:cuda/host@0.2.0 imports (the
//! mock-dispatch pattern of seeds/000 section 10.1), every error code a guest can reach, and
//! `run_guest`'s refusals. Tests marked `requires a CUDA GPU` run real kernels; run them with
//! `cargo test -p tensor-wasm-shim -- --include-ignored` on a machine with a driver.

use tensor_wasm_shim::error::codes;
use tensor_wasm_shim::{
    encode_argv, run_guest, AbiError, Guest, GuestError, GuestValue, KernelId, LoweredArg, Runtime,
    TrapKind, MAX_KERNEL_ARGS, MAX_KERNEL_ARGS_BYTES, TRAP_GLOBAL,
};

const MANIFEST: &str = env!("CARGO_MANIFEST_DIR");

fn golden(name: &str) -> Vec<u8> {
    let path = format!("{MANIFEST}/../golden/guests/{name}");
    std::fs::read(&path).unwrap_or_else(|e| panic!("cannot read {path}: {e}"))
}

fn vector_add_ptx() -> String {
    String::from_utf8(golden("vector_add.ptx")).unwrap()
}

/// `\xx` escapes for a wat data string.
fn wat_bytes(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("\\{b:02x}")).collect()
}

const ARGV_AT: u32 = 1024;
const ENTRY_AT: u32 = 4096;
const PTX_AT: u32 = 8192;
const PAGE: u32 = 65536;

/// A guest with one page of memory holding an argv, an entry name and PTX text, and exports
/// that call each host function with them.
struct WatGuest {
    argv: Vec<u8>,
    argv_len: i32,
    argv_ptr: i32,
    kid: i64,
    ptx: String,
    entry: String,
}

impl WatGuest {
    fn new(argv: Vec<u8>) -> Self {
        WatGuest {
            argv_len: argv.len() as i32,
            argv,
            argv_ptr: ARGV_AT as i32,
            kid: 0,
            ptx: vector_add_ptx(),
            entry: "vector_add".to_string(),
        }
    }

    fn wat(&self) -> String {
        let host = "\"wasi:cuda/host@0.2.0\"";
        format!(
            r#"(module
  (import {host} "wasi_cuda_load_ptx" (func $load (param i32 i32 i32 i32) (result i64)))
  (import {host} "wasi_cuda_launch"
    (func $launch (param i64 i32 i32 i32 i32 i32 i32 i32 i32 i32) (result i32)))
  (import {host} "wasi_cuda_sync" (func $sync (result i32)))
  (import {host} "wasi_cuda_last_error_len" (func $err_len (result i32)))
  (import {host} "wasi_cuda_last_error_copy" (func $err_copy (param i32 i32) (result i32)))
  (memory (export "memory") 1)
  (data (i32.const {ARGV_AT}) "{argv}")
  (data (i32.const {ENTRY_AT}) "{entry}")
  (data (i32.const {PTX_AT}) "{ptx}")
  (func (export "load") (result i64)
    (call $load (i32.const {PTX_AT}) (i32.const {ptx_len}) (i32.const {ENTRY_AT}) (i32.const {entry_len})))
  (func (export "launch") (result i32)
    (call $launch (i64.const {kid}) (i32.const 4) (i32.const 1) (i32.const 1)
      (i32.const 256) (i32.const 1) (i32.const 1) (i32.const 0)
      (i32.const {argv_ptr}) (i32.const {argv_len})))
  (func (export "load_and_launch") (result i32)
    (local $kid i64)
    (local.set $kid (call $load (i32.const {PTX_AT}) (i32.const {ptx_len}) (i32.const {ENTRY_AT}) (i32.const {entry_len})))
    (if (i64.lt_s (local.get $kid) (i64.const 0)) (then (return (i32.wrap_i64 (local.get $kid)))))
    (call $launch (local.get $kid) (i32.const 4) (i32.const 1) (i32.const 1)
      (i32.const 256) (i32.const 1) (i32.const 1) (i32.const 0)
      (i32.const {argv_ptr}) (i32.const {argv_len})))
  (func (export "sync") (result i32) (call $sync))
  (func (export "err_len") (result i32) (call $err_len))
  (func (export "err_copy") (result i32) (call $err_copy (i32.const 0) (i32.const 1000)))
  (func (export "err_copy_short") (result i32) (call $err_copy (i32.const 0) (i32.const 5)))
  (func (export "err_copy_negative") (result i32) (call $err_copy (i32.const 0) (i32.const -1)))
  (func (export "err_copy_outside") (result i32) (call $err_copy (i32.const {PAGE}) (i32.const 1)))
  (func (export "load_outside") (result i64)
    (call $load (i32.const {near_end}) (i32.const 100) (i32.const {ENTRY_AT}) (i32.const {entry_len})))
  (func (export "load_negative_len") (result i64)
    (call $load (i32.const {PTX_AT}) (i32.const -1) (i32.const {ENTRY_AT}) (i32.const {entry_len})))
  (func (export "read") (param i32) (result i32) (i32.load8_u (local.get 0)))
)"#,
            argv = wat_bytes(&self.argv),
            entry = wat_bytes(self.entry.as_bytes()),
            ptx = wat_bytes(self.ptx.as_bytes()),
            ptx_len = self.ptx.len(),
            entry_len = self.entry.len(),
            kid = self.kid,
            argv_ptr = self.argv_ptr,
            argv_len = self.argv_len,
            near_end = PAGE - 50,
        )
    }

    fn instantiate(&self) -> Guest {
        self.instantiate_on(Runtime::without_device("no gpu in this test"))
    }

    fn instantiate_on(&self, runtime: Runtime) -> Guest {
        Guest::new(self.wat().as_bytes(), runtime).expect("the test guest instantiates")
    }
}

fn call_i32(guest: &mut Guest, name: &str) -> i32 {
    match guest.invoke(name).unwrap().as_slice() {
        [GuestValue::I32(v)] => *v,
        other => panic!("{name} returned {other:?}"),
    }
}

fn call_i64(guest: &mut Guest, name: &str) -> i64 {
    match guest.invoke(name).unwrap().as_slice() {
        [GuestValue::I64(v)] => *v,
        other => panic!("{name} returned {other:?}"),
    }
}

fn last_error_via_guest(guest: &mut Guest) -> String {
    let len = call_i32(guest, "err_len");
    let copied = call_i32(guest, "err_copy");
    assert_eq!(copied, len.min(1000));
    String::from_utf8(guest.memory()[..copied as usize].to_vec()).unwrap()
}

// ----- mock dispatch (seeds/000 section 10.1) ---------------------------------------------------

#[test]
fn valid_argv_records_args_then_returns_not_available() {
    let expected = vec![
        LoweredArg::I32(-13),
        LoweredArg::U32(0x1234_5678),
        LoweredArg::ptr_for_encoding(256, 64),
    ];
    let mut guest = WatGuest::new(encode_argv(&expected)).instantiate();
    assert_eq!(call_i32(&mut guest, "launch"), codes::NOT_AVAILABLE);
    assert_eq!(guest.runtime().last_lowered_args(), expected.as_slice());
    let message = last_error_via_guest(&mut guest);
    assert!(message.starts_with("cuda is not available"), "{message}");
}

#[test]
fn every_tag_round_trips_through_a_guest() {
    let expected = vec![
        LoweredArg::I32(i32::MIN),
        LoweredArg::I64(-1),
        LoweredArg::F32(f32::from_bits(0x7fc0_0001)),
        LoweredArg::F64(-0.0),
        LoweredArg::U32(u32::MAX),
        LoweredArg::U64(u64::MAX),
        LoweredArg::ptr_for_encoding(PAGE, 0),
    ];
    let mut guest = WatGuest::new(encode_argv(&expected)).instantiate();
    assert_eq!(call_i32(&mut guest, "launch"), -1);
    let got = guest.runtime().last_lowered_args();
    assert!(
        got.iter().zip(&expected).all(|(a, b)| a.bits_eq(b)),
        "{got:?}"
    );
    assert_eq!(got.len(), expected.len());
}

#[test]
fn load_then_launch_without_gpu_gives_a_kernel_id_then_not_available() {
    let argv = encode_argv(&[
        LoweredArg::ptr_for_encoding(0, 4096),
        LoweredArg::ptr_for_encoding(4096, 4096),
        LoweredArg::ptr_for_encoding(8192, 4096),
        LoweredArg::U32(1024),
    ]);
    let mut guest = WatGuest::new(argv).instantiate();
    assert_eq!(call_i64(&mut guest, "load"), 0);
    assert_eq!(
        call_i64(&mut guest, "load"),
        0,
        "same text and entry, same id"
    );
    assert_eq!(call_i32(&mut guest, "load_and_launch"), -1);
    assert_eq!(guest.runtime().last_lowered_args().len(), 4);
    assert_eq!(call_i32(&mut guest, "sync"), -1);
}

#[test]
fn empty_argv_is_valid() {
    let mut guest = WatGuest::new(Vec::new()).instantiate();
    assert_eq!(call_i32(&mut guest, "launch"), -1);
    assert!(guest.runtime().last_lowered_args().is_empty());
}

#[test]
fn zero_length_pointer_at_end_of_memory_is_allowed() {
    let argv = encode_argv(&[LoweredArg::ptr_for_encoding(PAGE, 0)]);
    let mut guest = WatGuest::new(argv).instantiate();
    assert_eq!(call_i32(&mut guest, "launch"), -1);
}

// ----- malformed argv: the codes the contract names ---------------------------------------------

fn launch_code(argv: Vec<u8>) -> (i32, String) {
    let mut guest = WatGuest::new(argv).instantiate();
    let rc = call_i32(&mut guest, "launch");
    assert!(guest.runtime().last_lowered_args().is_empty());
    (rc, last_error_via_guest(&mut guest))
}

#[test]
fn pointer_past_end_of_memory_is_invalid_pointer() {
    for (offset, len) in [
        (PAGE, 1),
        (PAGE - 4, 8),
        (PAGE + 1, 0),
        (u32::MAX, 2),
        (1, u32::MAX),
    ] {
        let (rc, msg) = launch_code(encode_argv(&[LoweredArg::ptr_for_encoding(offset, len)]));
        assert_eq!(rc, codes::INVALID_POINTER, "({offset}, {len}): {msg}");
        assert!(msg.starts_with("invalid pointer"), "{msg}");
    }
}

#[test]
fn too_many_records_or_bytes_is_kernel_args_unsupported() {
    let (rc, _) = launch_code(encode_argv(&vec![LoweredArg::U32(1); MAX_KERNEL_ARGS + 1]));
    assert_eq!(rc, codes::KERNEL_ARGS_UNSUPPORTED);
    let mut guest = WatGuest::new(Vec::new());
    guest.argv_len = MAX_KERNEL_ARGS_BYTES as i32 + 1;
    let mut guest = guest.instantiate();
    assert_eq!(call_i32(&mut guest, "launch"), -10);
}

#[test]
fn unknown_tag_and_truncated_record_are_invalid_argument() {
    let (rc, msg) = launch_code(vec![0x09, 1, 2, 3, 4]);
    assert_eq!(rc, codes::INVALID_ARGUMENT);
    assert!(msg.contains("unknown argv tag 0x09"), "{msg}");
    let mut argv = encode_argv(&[LoweredArg::U32(1), LoweredArg::U64(2)]);
    argv.pop();
    let (rc, msg) = launch_code(argv);
    assert_eq!(rc, codes::INVALID_ARGUMENT);
    assert!(msg.contains("truncated"), "{msg}");
}

#[test]
fn argv_window_outside_memory_is_invalid_pointer() {
    let mut guest = WatGuest::new(vec![0x05, 0, 0, 0, 0]);
    guest.argv_ptr = (PAGE - 2) as i32;
    let mut g = guest.instantiate();
    assert_eq!(call_i32(&mut g, "launch"), -2);
    guest.argv_ptr = ARGV_AT as i32;
    guest.argv_len = -1;
    let mut g = guest.instantiate();
    assert_eq!(call_i32(&mut g, "launch"), -2);
}

// ----- load_ptx and last_error from a guest -----------------------------------------------------

#[test]
fn entry_name_mismatch_is_malformed_ptx() {
    let mut guest = WatGuest::new(Vec::new());
    guest.entry = "_vector_add".to_string();
    let mut g = guest.instantiate();
    assert_eq!(call_i64(&mut g, "load"), i64::from(codes::MALFORMED_PTX));
    let msg = last_error_via_guest(&mut g);
    assert!(msg.contains("declares no .entry \"_vector_add\""), "{msg}");
    assert!(msg.contains("vector_add"), "{msg}");
}

#[test]
fn ptx_window_outside_memory_is_invalid_pointer() {
    let mut g = WatGuest::new(Vec::new()).instantiate();
    assert_eq!(call_i64(&mut g, "load_outside"), -2);
    assert_eq!(call_i64(&mut g, "load_negative_len"), -2);
}

#[test]
fn last_error_copy_truncates_and_checks_its_window() {
    let mut g = WatGuest::new(vec![0xee]).instantiate();
    assert_eq!(call_i32(&mut g, "err_len"), 0, "no error yet");
    assert_eq!(call_i32(&mut g, "err_copy"), 0);
    assert_eq!(call_i32(&mut g, "launch"), -6);
    let full = g.runtime().last_error().unwrap();
    assert_eq!(call_i32(&mut g, "err_len") as usize, full.len());
    assert_eq!(call_i32(&mut g, "err_copy_short"), 5);
    assert_eq!(&g.memory()[..5], &full.as_bytes()[..5]);
    assert_eq!(call_i32(&mut g, "err_copy_negative"), -6);
    assert_eq!(call_i32(&mut g, "err_copy_outside"), -2);
}

// ----- the C guest of seeds/000 section 6.3 -----------------------------------------------------

#[test]
fn c_guest_packs_the_seed_argv() {
    let wasm = golden("vector_add_guest.wasm");
    let mut g = Guest::new(&wasm, Runtime::without_device("no gpu in this test")).unwrap();
    let offset = |g: &mut Guest, name| call_i32(g, name) as u32;
    let (a, b, c) = (
        offset(&mut g, "buffer_a"),
        offset(&mut g, "buffer_b"),
        offset(&mut g, "buffer_c"),
    );
    assert_eq!(call_i32(&mut g, "launch_rc"), codes::NOT_AVAILABLE);
    assert_eq!(
        g.runtime().last_lowered_args(),
        &[
            LoweredArg::ptr_for_encoding(a, 4096),
            LoweredArg::ptr_for_encoding(b, 4096),
            LoweredArg::ptr_for_encoding(c, 4096),
            LoweredArg::U32(1024),
        ]
    );
    // Its _start asserts that the launch succeeded, so without a GPU it traps.
    match g.invoke("_start") {
        Err(GuestError::Trap { name, .. }) => assert_eq!(name, "_start"),
        other => panic!("expected a trap, got {other:?}"),
    }
}

#[test]
fn verbatim_seed_guest_on_wasi_libc_fails_its_assert_without_gpu() {
    let wasm = golden("seed_guest.wasm");
    let mut g = Guest::new(&wasm, Runtime::without_device("no gpu in this test")).unwrap();
    // Its assert(rc == 0) fails: wasi-libc prints through fd_write, then aborts (a trap).
    match g.invoke("_start") {
        Err(GuestError::Trap { name, .. }) => assert_eq!(name, "_start"),
        other => panic!("expected a trap, got {other:?}"),
    }
    let args = g.runtime().last_lowered_args();
    assert_eq!(args.len(), 4);
    assert_eq!(args[3], LoweredArg::U32(1024));
    assert!(matches!(args[2], LoweredArg::Ptr { len: 4096, .. }));
}

// ----- run_guest refusals -----------------------------------------------------------------------

#[test]
fn unknown_import_is_named() {
    let wat = r#"(module (import "wasi_snapshot_preview1" "path_open" (func (param i32 i32 i32 i32) (result i32)))
                 (memory (export "memory") 1) (func (export "_start")))"#;
    let err = run_guest(wat.as_bytes(), None).unwrap_err();
    assert!(matches!(err, GuestError::UnsupportedImport { .. }));
    assert!(
        err.to_string()
            .contains("wasi_snapshot_preview1::path_open"),
        "{err}"
    );
    let wat = r#"(module (import "env" "memcpy" (func (param i32 i32 i32) (result i32)))
                 (memory (export "memory") 1))"#;
    let err = run_guest(wat.as_bytes(), None).unwrap_err();
    assert!(
        err.to_string().starts_with("guest imports env::memcpy"),
        "{err}"
    );
    let wat = r#"(module (import "wasi:cuda/host@0.2.0" "wasi_cuda_free" (func))
                 (memory (export "memory") 1))"#;
    let err = run_guest(wat.as_bytes(), None).unwrap_err();
    assert!(err.to_string().contains("wasi_cuda_free"), "{err}");
}

#[test]
fn host_import_of_the_wrong_type_is_refused() {
    let wat = r#"(module (import "wasi:cuda/host@0.2.0" "wasi_cuda_sync" (func (result i64)))
                 (memory (export "memory") 1))"#;
    let err = run_guest(wat.as_bytes(), None).unwrap_err();
    assert!(
        matches!(err, GuestError::ImportTypeMismatch { .. }),
        "{err}"
    );
    assert!(err.to_string().contains("func () -> (i32)"), "{err}");
}

#[test]
fn guest_needs_memory_and_the_export() {
    let err = run_guest(b"(module (func (export \"_start\")))", None).unwrap_err();
    assert_eq!(err, GuestError::NoMemory);
    let wat = b"(module (memory (export \"memory\") 1) (func (export \"f\") (param i32)))";
    assert!(matches!(
        run_guest(wat, None).unwrap_err(),
        GuestError::NoSuchExport(_)
    ));
    assert!(matches!(
        run_guest(wat, Some("f")).unwrap_err(),
        GuestError::InvokeNeedsArgs { params: 1, .. }
    ));
    assert!(matches!(
        run_guest(b"\0asm garbage", None).unwrap_err(),
        GuestError::InvalidModule(_)
    ));
}

#[test]
fn run_guest_returns_values_and_traps() {
    let wat = br#"(module (memory (export "memory") 1)
        (func (export "vals") (result i32 i64 f32 f64)
          (i32.const -7) (i64.const 9) (f32.const 21) (f64.const 0.5))
        (func (export "boom") unreachable))"#;
    let vals = run_guest(wat, Some("vals")).unwrap();
    let printed: Vec<String> = vals.iter().map(ToString::to_string).collect();
    assert_eq!(printed, vec!["-7", "9", "21", "0.5"]);
    let err = run_guest(wat, Some("boom")).unwrap_err();
    assert!(matches!(err, GuestError::Trap { .. }), "{err}");
    assert!(!err.to_string().contains('\n'));
}

#[test]
fn wasi_guest_prints_and_exits() {
    let wat = br#"(module
        (import "wasi_snapshot_preview1" "fd_write" (func $fd_write (param i32 i32 i32 i32) (result i32)))
        (import "wasi_snapshot_preview1" "proc_exit" (func $exit (param i32)))
        (import "wasi_snapshot_preview1" "args_sizes_get" (func $args (param i32 i32) (result i32)))
        (memory (export "memory") 1)
        (data (i32.const 16) "hello from a guest\0a")
        (data (i32.const 0) "\10\00\00\00\13\00\00\00")
        (func (export "say") (result i32)
          (drop (call $args (i32.const 100) (i32.const 104)))
          (call $fd_write (i32.const 1) (i32.const 0) (i32.const 1) (i32.const 200)))
        (func (export "written") (result i32) (i32.load (i32.const 200)))
        (func (export "bad_fd") (result i32)
          (call $fd_write (i32.const 7) (i32.const 0) (i32.const 1) (i32.const 200)))
        (func (export "bad_iov") (result i32)
          (call $fd_write (i32.const 1) (i32.const 65532) (i32.const 1) (i32.const 200)))
        (func (export "_start") (call $exit (i32.const 0)))
        (func (export "fail") (result i32) (call $exit (i32.const 3)) (i32.const 9)))"#;
    let mut g = Guest::new(wat, Runtime::without_device("no gpu in this test")).unwrap();
    assert_eq!(call_i32(&mut g, "say"), 0);
    assert_eq!(call_i32(&mut g, "written"), 19);
    assert_eq!(call_i32(&mut g, "bad_fd"), 8, "EBADF");
    assert_eq!(call_i32(&mut g, "bad_iov"), 21, "EFAULT");
    assert_eq!(g.invoke("_start").unwrap(), vec![]);
    assert_eq!(
        g.invoke("fail").unwrap_err(),
        GuestError::Exit {
            name: "fail".to_string(),
            code: 3
        }
    );
}

// ----- on a GPU -----------------------------------------------------------------------------------

fn gpu_runtime() -> Runtime {
    let rt = Runtime::new();
    assert!(
        rt.is_available(),
        "no cuda driver: {:?}",
        rt.unavailable_reason()
    );
    rt
}

/// Deterministic pseudo-random f32s (xorshift), spread over many magnitudes and signs.
fn random_floats(n: usize, mut seed: u32) -> Vec<f32> {
    (0..n)
        .map(|_| {
            seed ^= seed << 13;
            seed ^= seed >> 17;
            seed ^= seed << 5;
            let mantissa = (seed >> 9) as f32 / (1u32 << 23) as f32;
            let exponent = (seed % 40) as i32 - 20;
            let sign = if seed & 1 == 0 { 1.0 } else { -1.0 };
            sign * mantissa * 2f32.powi(exponent)
        })
        .collect()
}

fn vector_add_on(mut rt: Runtime) {
    let n = 100_003usize;
    let (a, b) = (random_floats(n, 0x1234_5678), random_floats(n, 0x9abc_def0));
    let bytes = 4 * n as u32;
    let mut memory: Vec<u8> = a.iter().chain(&b).flat_map(|v| v.to_le_bytes()).collect();
    memory.resize(3 * bytes as usize, 0xaa);
    let kid = rt.load_ptx(&vector_add_ptx(), "vector_add").unwrap();
    rt.upload(&memory).unwrap();
    let argv = encode_argv(&[
        LoweredArg::ptr_for_encoding(0, bytes),
        LoweredArg::ptr_for_encoding(bytes, bytes),
        LoweredArg::ptr_for_encoding(2 * bytes, bytes),
        LoweredArg::U32(n as u32),
    ]);
    let blocks = n.div_ceil(256) as u32;
    rt.launch(kid, [blocks, 1, 1], [256, 1, 1], 0, &argv)
        .unwrap();
    rt.sync().unwrap();
    rt.download(&mut memory).unwrap();
    for i in 0..n {
        let at = 2 * bytes as usize + 4 * i;
        let got = u32::from_le_bytes(memory[at..at + 4].try_into().unwrap());
        assert_eq!(got, (a[i] + b[i]).to_bits(), "element {i}");
    }
}

#[test]
#[ignore = "requires a CUDA GPU"]
fn gpu_vector_add_matches_cpu_bit_for_bit() {
    vector_add_on(gpu_runtime());
}

#[cfg(feature = "cust")]
#[test]
#[ignore = "requires a CUDA GPU"]
fn gpu_vector_add_through_cust() {
    let backend = tensor_wasm_shim::backend::backend_by_name("cust").unwrap();
    vector_add_on(Runtime::with_backend(backend));
}

/// A lowered-ABI kernel: thread `x` traps with `code` when x == victim, using the trap global.
fn trapping_ptx() -> String {
    format!(
        r#".version 8.0
.target sm_80
.address_size 64

.visible .global .align 8 .u64 {TRAP_GLOBAL};

.visible .entry maybe_trap(
    .param .u64 mem,
    .param .u64 mem_len,
    .param .s32 victim,
    .param .s32 code
)
{{
    .reg .pred %p<2>;
    .reg .b32 %r<8>;
    .reg .b64 %rd<8>;

    ld.param.s32 %r1, [victim];
    ld.param.s32 %r2, [code];
    mov.u32 %r3, %ntid.x;
    mov.u32 %r4, %ctaid.x;
    mov.u32 %r5, %tid.x;
    mad.lo.s32 %r6, %r3, %r4, %r5;
    setp.ne.s32 %p1, %r6, %r1;
    @%p1 bra DONE;
    cvt.u64.u32 %rd1, %r6;
    shl.b64 %rd1, %rd1, 32;
    cvt.u64.u32 %rd2, %r2;
    or.b64 %rd3, %rd1, %rd2;
    mov.u64 %rd4, {TRAP_GLOBAL};
    atom.global.cas.b64 %rd5, [%rd4], 0, %rd3;
DONE:
    ret;
}}
"#
    )
}

#[test]
#[ignore = "requires a CUDA GPU"]
fn gpu_trap_is_reported_and_context_stays_usable() {
    trap_then_success_on(gpu_runtime());
}

#[cfg(feature = "cust")]
#[test]
#[ignore = "requires a CUDA GPU"]
fn gpu_trap_through_cust() {
    let backend = tensor_wasm_shim::backend::backend_by_name("cust").unwrap();
    trap_then_success_on(Runtime::with_backend(backend));
}

#[test]
#[ignore = "requires a CUDA GPU"]
fn gpu_jit_rejection_is_malformed_ptx_with_the_log() {
    let mut rt = gpu_runtime();
    let broken = vector_add_ptx().replace("add.f32 %f3, %f1, %f2;", "add.f32 %f3, %f1, %nope;");
    let err = rt.load_ptx(&broken, "vector_add").unwrap_err();
    assert_eq!(err.code(), -4, "{err}");
    assert!(err.to_string().contains("%nope"), "{err}");
    // The context is fine afterwards.
    vector_add_in(&mut rt);
}

#[test]
#[ignore = "requires a CUDA GPU"]
fn gpu_guest_launch_of_a_trapping_kernel_returns_the_trap_code() {
    let argv = |victim: i32| {
        encode_argv(&[
            LoweredArg::ptr_for_encoding(0, PAGE),
            LoweredArg::U64(u64::from(PAGE)),
            LoweredArg::I32(victim),
            LoweredArg::I32(2),
        ])
    };
    let mut guest = WatGuest::new(argv(1000));
    guest.ptx = trapping_ptx();
    guest.entry = "maybe_trap".to_string();
    let mut g = guest.instantiate_on(gpu_runtime());
    assert_eq!(call_i32(&mut g, "load_and_launch"), codes::TRAP);
    let message = last_error_via_guest(&mut g);
    assert_eq!(
        message,
        "kernel trapped: out of bounds memory access in thread 1000"
    );
    // The same runtime and context go on: a launch where no thread traps succeeds.
    let mut guest = WatGuest::new(argv(-1));
    guest.ptx = trapping_ptx();
    guest.entry = "maybe_trap".to_string();
    let mut g = guest.instantiate_on(g.into_runtime());
    assert_eq!(call_i32(&mut g, "load_and_launch"), 0);
    assert_eq!(call_i32(&mut g, "sync"), 0);
}

fn trap_then_success_on(mut rt: Runtime) {
    let kid = rt.load_ptx(&trapping_ptx(), "maybe_trap").unwrap();
    rt.upload(&[0u8; 64]).unwrap();
    let args = |victim, code| [LoweredArg::I32(victim), LoweredArg::I32(code)];
    let err = rt
        .launch_lowered(kid, [4, 1, 1], [128, 1, 1], 64, &args(300, 3))
        .unwrap_err();
    assert_eq!(
        err,
        AbiError::Trap {
            kind: TrapKind::IntegerDivideByZero,
            thread: 300
        }
    );
    // No thread matches: no trap, and the global was cleared before the launch.
    rt.launch_lowered(kid, [4, 1, 1], [128, 1, 1], 64, &args(-1, 3))
        .unwrap();
    // Another kernel on the same context still runs correctly.
    vector_add_in(&mut rt);
    rt.upload(&[0u8; 64]).unwrap();
    let err = rt
        .launch_lowered(kid, [1, 1, 1], [32, 1, 1], 64, &args(5, 1))
        .unwrap_err();
    assert_eq!(err.code(), -7);
    assert!(err.to_string().contains("unreachable in thread 5"), "{err}");
}

fn vector_add_in(rt: &mut Runtime) {
    let kid: KernelId = rt.load_ptx(&vector_add_ptx(), "vector_add").unwrap();
    let mut memory: Vec<u8> = [1.5f32, 2.0, 10.0, 20.0, 0.0, 0.0]
        .iter()
        .flat_map(|v| v.to_le_bytes())
        .collect();
    rt.upload(&memory).unwrap();
    let argv = encode_argv(&[
        LoweredArg::ptr_for_encoding(0, 8),
        LoweredArg::ptr_for_encoding(8, 8),
        LoweredArg::ptr_for_encoding(16, 8),
        LoweredArg::U32(2),
    ]);
    rt.launch(kid, [1, 1, 1], [32, 1, 1], 0, &argv).unwrap();
    rt.download(&mut memory).unwrap();
    let c: Vec<f32> = memory[16..]
        .chunks(4)
        .map(|b| f32::from_le_bytes(b.try_into().unwrap()))
        .collect();
    assert_eq!(c, vec![11.5, 22.0]);
}

#[test]
#[ignore = "requires a CUDA GPU"]
fn gpu_c_guest_computes_c7() {
    let wasm = golden("vector_add_guest.wasm");
    let values = run_guest(&wasm, Some("vector_add_c7")).unwrap();
    assert_eq!(values, vec![GuestValue::F32(21.0)]);
    // The seed's entry point runs unchanged: its asserts hold.
    assert_eq!(run_guest(&wasm, None).unwrap(), vec![]);
}

#[test]
#[ignore = "requires a CUDA GPU"]
fn gpu_verbatim_seed_guest_on_wasi_libc_computes_c7() {
    let wasm = golden("seed_guest.wasm");
    let mut g = Guest::new(&wasm, gpu_runtime()).unwrap();
    assert_eq!(g.invoke("_start").unwrap(), vec![]);
    let LoweredArg::Ptr { guest_offset, .. } = g.runtime().last_lowered_args()[2] else {
        panic!("c is the third record");
    };
    let at = guest_offset as usize + 7 * 4;
    let c7 = f32::from_le_bytes(g.memory()[at..at + 4].try_into().unwrap());
    assert_eq!(c7, 21.0);
}
