//! Fuzzes `parse_argv`, the W1.1 argv parser that reads untrusted guest bytes.
//!
//! Input: 8 bytes of memory length (little endian), then the argv buffer. Properties checked:
//! the parser never panics; an accepted argv re-encodes to exactly the input bytes, stays
//! within the caps, and every pointer window lies inside the memory; a rejected one carries
//! one of the three codes the contract names for argv (-2, -6, -10).
//!
//! Run: `cargo +nightly fuzz run argv` from fuzz/.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tensor_wasm_shim::{
    encode_argv, parse_argv, LoweredArg, MAX_KERNEL_ARGS, MAX_KERNEL_ARGS_BYTES,
};

fuzz_target!(|data: &[u8]| {
    if data.len() < 8 {
        return;
    }
    let (len_bytes, argv) = data.split_at(8);
    let mut len = [0u8; 8];
    len.copy_from_slice(len_bytes);
    let memory_len = u64::from_le_bytes(len);
    match parse_argv(argv, memory_len) {
        Ok(args) => {
            assert!(argv.len() <= MAX_KERNEL_ARGS_BYTES);
            assert!(args.len() <= MAX_KERNEL_ARGS);
            assert_eq!(encode_argv(&args), argv);
            for arg in &args {
                if let LoweredArg::Ptr { guest_offset, len } = *arg {
                    let end = u64::from(guest_offset) + u64::from(len);
                    assert!(end <= memory_len && end <= u64::from(u32::MAX));
                }
            }
        }
        Err(e) => assert!(
            matches!(e.code(), -2 | -6 | -10),
            "unexpected code {}",
            e.code()
        ),
    }
});
