//! The W1.1 typed-argv wire format: [`LoweredArg`], [`encode_argv`] and [`parse_argv`].
//!
//! An argv buffer is a flat concatenation of `(tag, value)` records, little endian, with no
//! padding and no length prefix:
//!
//! | tag  | PTX type | value bytes                          | wire size |
//! |------|----------|--------------------------------------|-----------|
//! | 0x01 | .s32     | 4                                    | 5         |
//! | 0x02 | .s64     | 8                                    | 9         |
//! | 0x03 | .f32     | 4                                    | 5         |
//! | 0x04 | .f64     | 8                                    | 9         |
//! | 0x05 | .u32     | 4                                    | 5         |
//! | 0x06 | .u64     | 8                                    | 9         |
//! | 0x07 | .u64 ptr | 4 (guest offset) + 4 (byte length)   | 9         |
//! | 0x08 | .u64 ptr | 8 (guest offset) + 8 (byte length)   | 17        |
//!
//! Tag 0x08 is the 64-bit pointer window (memory64): the same as 0x07 for a memory or an
//! array past 4 GiB.
//!
//! `parse_argv` enforces the caps (at most [`MAX_KERNEL_ARGS_BYTES`] bytes and
//! [`MAX_KERNEL_ARGS`] records: `KernelArgsUnsupported`), rejects unknown tags and truncated
//! records (`InvalidArgument`), and checks every pointer window against the memory length with
//! overflow-safe arithmetic (`InvalidPointer`).
//!
//! This module must not panic on any input (argv comes from untrusted guests), must not
//! allocate in proportion to anything but the capped input, and knows nothing of devices.

use crate::error::AbiError;

/// Most records one argv may hold.
pub const MAX_KERNEL_ARGS: usize = 128;
/// Most bytes one argv may hold.
pub const MAX_KERNEL_ARGS_BYTES: usize = 4 * 1024;

/// Tag of an `.s32` record.
pub const TAG_I32: u8 = 0x01;
/// Tag of an `.s64` record.
pub const TAG_I64: u8 = 0x02;
/// Tag of an `.f32` record.
pub const TAG_F32: u8 = 0x03;
/// Tag of an `.f64` record.
pub const TAG_F64: u8 = 0x04;
/// Tag of a `.u32` record.
pub const TAG_U32: u8 = 0x05;
/// Tag of a `.u64` record.
pub const TAG_U64: u8 = 0x06;
/// Tag of a pointer record: a guest window that becomes a `.u64` device address.
pub const TAG_PTR: u8 = 0x07;
/// Tag of a 64-bit pointer record (memory64): offset and length are `u64`s.
pub const TAG_PTR64: u8 = 0x08;

/// One kernel argument as the guest packed it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum LoweredArg {
    /// Tag 0x01, `.s32`.
    I32(i32),
    /// Tag 0x02, `.s64`.
    I64(i64),
    /// Tag 0x03, `.f32` (bits preserved, NaN payloads included).
    F32(f32),
    /// Tag 0x04, `.f64` (bits preserved).
    F64(f64),
    /// Tag 0x05, `.u32`.
    U32(u32),
    /// Tag 0x06, `.u64`.
    U64(u64),
    /// Tag 0x07: the window `[guest_offset, guest_offset + len)` of linear memory. The launcher
    /// passes the device address of the window's start.
    Ptr {
        /// Byte offset in the guest's linear memory.
        guest_offset: u32,
        /// Length of the window in bytes.
        len: u32,
    },
    /// Tag 0x08: a window as tag 0x07 with 64-bit offset and length, for memories and
    /// arrays past 4 GiB (memory64).
    Ptr64 {
        /// Byte offset in the guest's linear memory.
        guest_offset: u64,
        /// Length of the window in bytes.
        len: u64,
    },
}

impl LoweredArg {
    /// A pointer record, as the seed's tests spell it.
    pub fn ptr_for_encoding(guest_offset: u32, len: u32) -> LoweredArg {
        LoweredArg::Ptr { guest_offset, len }
    }

    /// The pointer record for a window: tag 0x07 where both numbers fit a `u32`, tag 0x08
    /// otherwise.
    pub fn window(guest_offset: u64, len: u64) -> LoweredArg {
        match (u32::try_from(guest_offset), u32::try_from(len)) {
            (Ok(guest_offset), Ok(len)) if guest_offset.checked_add(len).is_some() => {
                LoweredArg::Ptr { guest_offset, len }
            }
            _ => LoweredArg::Ptr64 { guest_offset, len },
        }
    }

    /// The window of a pointer record, `None` for a scalar.
    pub fn window_of(&self) -> Option<(u64, u64)> {
        match *self {
            LoweredArg::Ptr { guest_offset, len } => {
                Some((u64::from(guest_offset), u64::from(len)))
            }
            LoweredArg::Ptr64 { guest_offset, len } => Some((guest_offset, len)),
            _ => None,
        }
    }

    /// The record's tag byte.
    pub fn tag(&self) -> u8 {
        match self {
            LoweredArg::I32(_) => TAG_I32,
            LoweredArg::I64(_) => TAG_I64,
            LoweredArg::F32(_) => TAG_F32,
            LoweredArg::F64(_) => TAG_F64,
            LoweredArg::U32(_) => TAG_U32,
            LoweredArg::U64(_) => TAG_U64,
            LoweredArg::Ptr { .. } => TAG_PTR,
            LoweredArg::Ptr64 { .. } => TAG_PTR64,
        }
    }

    /// Bytes the record takes on the wire, tag included.
    pub fn wire_size(&self) -> usize {
        1 + value_bytes(self.tag()).unwrap_or(0)
    }

    /// Bytes the argument takes in the kernel's `.param` space (a pointer is a `.u64`).
    pub fn param_size(&self) -> usize {
        match self {
            LoweredArg::I32(_) | LoweredArg::F32(_) | LoweredArg::U32(_) => 4,
            _ => 8,
        }
    }

    /// Bit-exact equality (floats compared by bits, so NaNs compare equal to themselves).
    pub fn bits_eq(&self, other: &LoweredArg) -> bool {
        match (self, other) {
            (LoweredArg::F32(a), LoweredArg::F32(b)) => a.to_bits() == b.to_bits(),
            (LoweredArg::F64(a), LoweredArg::F64(b)) => a.to_bits() == b.to_bits(),
            _ => self == other,
        }
    }

    fn write_to(&self, out: &mut Vec<u8>) {
        out.push(self.tag());
        match *self {
            LoweredArg::I32(v) => out.extend_from_slice(&v.to_le_bytes()),
            LoweredArg::I64(v) => out.extend_from_slice(&v.to_le_bytes()),
            LoweredArg::F32(v) => out.extend_from_slice(&v.to_bits().to_le_bytes()),
            LoweredArg::F64(v) => out.extend_from_slice(&v.to_bits().to_le_bytes()),
            LoweredArg::U32(v) => out.extend_from_slice(&v.to_le_bytes()),
            LoweredArg::U64(v) => out.extend_from_slice(&v.to_le_bytes()),
            LoweredArg::Ptr { guest_offset, len } => {
                out.extend_from_slice(&guest_offset.to_le_bytes());
                out.extend_from_slice(&len.to_le_bytes());
            }
            LoweredArg::Ptr64 { guest_offset, len } => {
                out.extend_from_slice(&guest_offset.to_le_bytes());
                out.extend_from_slice(&len.to_le_bytes());
            }
        }
    }
}

/// Value bytes that follow a tag, or `None` for an unknown tag.
pub fn value_bytes(tag: u8) -> Option<usize> {
    match tag {
        TAG_I32 | TAG_F32 | TAG_U32 => Some(4),
        TAG_I64 | TAG_F64 | TAG_U64 | TAG_PTR => Some(8),
        TAG_PTR64 => Some(16),
        _ => None,
    }
}

/// Packs arguments into the wire format. The inverse of [`parse_argv`] for any list within
/// the caps; it does not enforce the caps itself, so tests can build over-cap buffers.
pub fn encode_argv(args: &[LoweredArg]) -> Vec<u8> {
    let mut out = Vec::with_capacity(args.iter().map(LoweredArg::wire_size).sum());
    for arg in args {
        arg.write_to(&mut out);
    }
    out
}

/// Checks the guest window `[offset, offset + len)` against a memory of `memory_len` bytes.
///
/// The end is computed in u32 with an overflow check (an overflowing window is invalid even
/// if the memory were larger); a zero-length window at exactly `memory_len` is allowed.
pub fn check_window(offset: u32, len: u32, memory_len: u64) -> Result<(), AbiError> {
    let invalid = || AbiError::InvalidPointer {
        offset: u64::from(offset),
        len: u64::from(len),
        memory_len,
    };
    let end = offset.checked_add(len).ok_or_else(invalid)?;
    if u64::from(end) > memory_len {
        return Err(invalid());
    }
    Ok(())
}

/// [`check_window`] for a 64-bit window (tag 0x08): the end computed in u64 with an
/// overflow check.
pub fn check_window64(offset: u64, len: u64, memory_len: u64) -> Result<(), AbiError> {
    let invalid = || AbiError::InvalidPointer {
        offset,
        len,
        memory_len,
    };
    let end = offset.checked_add(len).ok_or_else(invalid)?;
    if end > memory_len {
        return Err(invalid());
    }
    Ok(())
}

/// Checks a pointer record's window (either width) against `memory_len`; scalars pass.
pub fn check_arg_window(arg: &LoweredArg, memory_len: u64) -> Result<(), AbiError> {
    match *arg {
        LoweredArg::Ptr { guest_offset, len } => check_window(guest_offset, len, memory_len),
        LoweredArg::Ptr64 { guest_offset, len } => check_window64(guest_offset, len, memory_len),
        _ => Ok(()),
    }
}

/// Parses and bounds-checks an argv buffer against a linear memory of `memory_len` bytes.
///
/// Errors: more than [`MAX_KERNEL_ARGS_BYTES`] bytes or [`MAX_KERNEL_ARGS`] records give
/// `KernelArgsUnsupported` (-10); an unknown tag or a record cut short give `InvalidArgument`
/// (-6), naming the byte offset; a pointer window outside memory gives `InvalidPointer` (-2).
pub fn parse_argv(bytes: &[u8], memory_len: u64) -> Result<Vec<LoweredArg>, AbiError> {
    if bytes.len() > MAX_KERNEL_ARGS_BYTES {
        return Err(AbiError::args_unsupported(format!(
            "argv is {} bytes, over the cap of {MAX_KERNEL_ARGS_BYTES}",
            bytes.len()
        )));
    }
    let mut args = Vec::new();
    let mut at = 0usize;
    while at < bytes.len() {
        if args.len() == MAX_KERNEL_ARGS {
            return Err(AbiError::args_unsupported(format!(
                "argv holds more than {MAX_KERNEL_ARGS} records"
            )));
        }
        let tag = bytes[at];
        let size = value_bytes(tag).ok_or_else(|| {
            AbiError::invalid_argument(format!(
                "unknown argv tag 0x{tag:02x} at byte {at} (record {})",
                args.len()
            ))
        })?;
        let value = bytes.get(at + 1..at + 1 + size).ok_or_else(|| {
            AbiError::invalid_argument(format!(
                "truncated argv record at byte {at} (record {}): tag 0x{tag:02x} needs {size} value bytes, {} remain",
                args.len(),
                bytes.len() - at - 1
            ))
        })?;
        args.push(decode_value(tag, value, memory_len)?);
        at += 1 + size;
    }
    Ok(args)
}

fn le4(b: &[u8]) -> [u8; 4] {
    let mut out = [0u8; 4];
    out.copy_from_slice(&b[..4]);
    out
}

fn le8(b: &[u8]) -> [u8; 8] {
    let mut out = [0u8; 8];
    out.copy_from_slice(&b[..8]);
    out
}

/// Decodes one value whose length `value_bytes(tag)` already guaranteed.
fn decode_value(tag: u8, v: &[u8], memory_len: u64) -> Result<LoweredArg, AbiError> {
    Ok(match tag {
        TAG_I32 => LoweredArg::I32(i32::from_le_bytes(le4(v))),
        TAG_I64 => LoweredArg::I64(i64::from_le_bytes(le8(v))),
        TAG_F32 => LoweredArg::F32(f32::from_bits(u32::from_le_bytes(le4(v)))),
        TAG_F64 => LoweredArg::F64(f64::from_bits(u64::from_le_bytes(le8(v)))),
        TAG_U32 => LoweredArg::U32(u32::from_le_bytes(le4(v))),
        TAG_U64 => LoweredArg::U64(u64::from_le_bytes(le8(v))),
        TAG_PTR64 => {
            let guest_offset = u64::from_le_bytes(le8(v));
            let len = u64::from_le_bytes(le8(&v[8..]));
            check_window64(guest_offset, len, memory_len)?;
            LoweredArg::Ptr64 { guest_offset, len }
        }
        _ => {
            let guest_offset = u32::from_le_bytes(le4(v));
            let len = u32::from_le_bytes(le4(&v[4..]));
            check_window(guest_offset, len, memory_len)?;
            LoweredArg::Ptr { guest_offset, len }
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn arg_strategy(memory_len: u32) -> impl Strategy<Value = LoweredArg> {
        prop_oneof![
            any::<i32>().prop_map(LoweredArg::I32),
            any::<i64>().prop_map(LoweredArg::I64),
            any::<u32>().prop_map(|b| LoweredArg::F32(f32::from_bits(b))),
            any::<u64>().prop_map(|b| LoweredArg::F64(f64::from_bits(b))),
            any::<u32>().prop_map(LoweredArg::U32),
            any::<u64>().prop_map(LoweredArg::U64),
            (0..=memory_len)
                .prop_flat_map(move |off| (Just(off), 0..=memory_len - off))
                .prop_map(|(guest_offset, len)| LoweredArg::Ptr { guest_offset, len }),
            (0..=u64::from(memory_len))
                .prop_flat_map(move |off| (Just(off), 0..=u64::from(memory_len) - off))
                .prop_map(|(guest_offset, len)| LoweredArg::Ptr64 { guest_offset, len }),
        ]
    }

    #[test]
    fn windows_past_4_gib_take_the_64_bit_record() {
        let five_gib = 5u64 << 30;
        assert_eq!(
            LoweredArg::window(16, 32),
            LoweredArg::Ptr {
                guest_offset: 16,
                len: 32
            }
        );
        // An end past u32 needs the wide record even when both numbers fit a u32.
        let past = LoweredArg::window(u64::from(u32::MAX), 2);
        assert_eq!(past.tag(), TAG_PTR64);
        let far = LoweredArg::window(1 << 32, 8);
        assert_eq!(far.window_of(), Some((1 << 32, 8)));
        let bytes = encode_argv(&[far]);
        assert_eq!(bytes.len(), 17);
        assert_eq!(bytes[0], 0x08);
        assert_eq!(parse_argv(&bytes, five_gib).expect("in bounds"), vec![far]);
        // Out of bounds, and overflowing, windows are InvalidPointer (-2).
        let err = parse_argv(&bytes, 1 << 32).expect_err("past the memory");
        assert_eq!(err.code(), -2);
        let wrap = encode_argv(&[LoweredArg::Ptr64 {
            guest_offset: u64::MAX,
            len: 2,
        }]);
        assert_eq!(
            parse_argv(&wrap, u64::MAX).expect_err("overflows").code(),
            -2
        );
        // Cut short: 0x08 needs 16 value bytes.
        assert_eq!(
            parse_argv(&bytes[..10], five_gib)
                .expect_err("truncated")
                .code(),
            -6
        );
    }

    fn same(a: &[LoweredArg], b: &[LoweredArg]) -> bool {
        a.len() == b.len() && a.iter().zip(b).all(|(x, y)| x.bits_eq(y))
    }

    proptest! {
        #[test]
        fn round_trips(args in prop::collection::vec(arg_strategy(1 << 16), 0..=MAX_KERNEL_ARGS)) {
            let bytes = encode_argv(&args);
            prop_assert_eq!(bytes.len(), args.iter().map(LoweredArg::wire_size).sum::<usize>());
            let parsed = parse_argv(&bytes, 1 << 16).unwrap();
            prop_assert!(same(&parsed, &args));
            prop_assert_eq!(encode_argv(&parsed), bytes);
        }

        #[test]
        fn never_panics(bytes in prop::collection::vec(any::<u8>(), 0..6000), mem in any::<u64>()) {
            let _ = parse_argv(&bytes, mem);
        }

        #[test]
        fn pointer_check_matches_u64_arithmetic(off in any::<u32>(), len in any::<u32>(), mem in any::<u64>()) {
            let end = u64::from(off) + u64::from(len);
            let expected = end <= u64::from(u32::MAX) && end <= mem;
            let got = parse_argv(&encode_argv(&[LoweredArg::Ptr { guest_offset: off, len }]), mem);
            prop_assert_eq!(got.is_ok(), expected);
            if !expected {
                prop_assert_eq!(got.unwrap_err().code(), -2);
            }
        }
    }

    #[test]
    fn empty_argv_is_no_args() {
        assert_eq!(parse_argv(&[], 0).unwrap(), vec![]);
    }

    #[test]
    fn vector_add_argv_is_32_bytes() {
        let args = [
            LoweredArg::ptr_for_encoding(0, 4096),
            LoweredArg::ptr_for_encoding(4096, 4096),
            LoweredArg::ptr_for_encoding(8192, 4096),
            LoweredArg::U32(1024),
        ];
        let bytes = encode_argv(&args);
        assert_eq!(bytes.len(), 32);
        assert_eq!(&bytes[..9], &[0x07, 0, 0, 0, 0, 0, 0x10, 0, 0]);
        assert_eq!(&bytes[27..], &[0x05, 0, 4, 0, 0]);
    }

    #[test]
    fn little_endian_values() {
        let bytes = encode_argv(&[LoweredArg::I32(-2), LoweredArg::F64(1.0)]);
        assert_eq!(
            bytes,
            vec![0x01, 0xfe, 0xff, 0xff, 0xff, 0x04, 0, 0, 0, 0, 0, 0, 0xf0, 0x3f]
        );
    }

    #[test]
    fn nan_payload_survives() {
        let nan = f32::from_bits(0x7fa0_0001);
        let parsed = parse_argv(&encode_argv(&[LoweredArg::F32(nan)]), 0).unwrap();
        match parsed[0] {
            LoweredArg::F32(v) => assert_eq!(v.to_bits(), 0x7fa0_0001),
            ref other => panic!("{other:?}"),
        }
    }

    #[test]
    fn zero_length_window_at_end_is_allowed() {
        let argv = encode_argv(&[LoweredArg::ptr_for_encoding(100, 0)]);
        assert!(parse_argv(&argv, 100).is_ok());
    }

    #[test]
    fn nonzero_window_at_end_is_rejected() {
        let argv = encode_argv(&[LoweredArg::ptr_for_encoding(100, 1)]);
        let err = parse_argv(&argv, 100).unwrap_err();
        assert_eq!(err.code(), -2, "{err}");
    }

    #[test]
    fn window_past_end_is_rejected() {
        let argv = encode_argv(&[LoweredArg::ptr_for_encoding(96, 8)]);
        assert_eq!(parse_argv(&argv, 100).unwrap_err().code(), -2);
        let argv = encode_argv(&[LoweredArg::ptr_for_encoding(101, 0)]);
        assert_eq!(parse_argv(&argv, 100).unwrap_err().code(), -2);
    }

    #[test]
    fn overflowing_window_is_rejected_even_for_huge_memory() {
        let argv = encode_argv(&[LoweredArg::ptr_for_encoding(u32::MAX, 1)]);
        assert_eq!(parse_argv(&argv, u64::MAX).unwrap_err().code(), -2);
        let argv = encode_argv(&[LoweredArg::ptr_for_encoding(1, u32::MAX)]);
        assert_eq!(parse_argv(&argv, u64::MAX).unwrap_err().code(), -2);
    }

    #[test]
    fn too_many_bytes_is_unsupported() {
        let bytes = vec![TAG_U32; MAX_KERNEL_ARGS_BYTES + 1];
        assert_eq!(parse_argv(&bytes, 0).unwrap_err().code(), -10);
    }

    #[test]
    fn exactly_the_caps_is_accepted() {
        let args = vec![LoweredArg::U64(7); MAX_KERNEL_ARGS];
        let bytes = encode_argv(&args);
        assert!(bytes.len() <= MAX_KERNEL_ARGS_BYTES);
        assert_eq!(parse_argv(&bytes, 0).unwrap().len(), MAX_KERNEL_ARGS);
    }

    #[test]
    fn too_many_records_is_unsupported() {
        let args = vec![LoweredArg::U32(7); MAX_KERNEL_ARGS + 1];
        let bytes = encode_argv(&args);
        assert!(bytes.len() <= MAX_KERNEL_ARGS_BYTES);
        assert_eq!(parse_argv(&bytes, 0).unwrap_err().code(), -10);
    }

    #[test]
    fn unknown_tags_are_invalid_arguments() {
        for tag in [0x00u8, 0x09, 0x7f, 0xff] {
            let err = parse_argv(&[tag, 0, 0, 0, 0], 0).unwrap_err();
            assert_eq!(err.code(), -6, "{err}");
            assert!(err.to_string().contains("unknown argv tag"), "{err}");
        }
    }

    #[test]
    fn truncated_records_are_invalid_arguments() {
        for args in [
            vec![LoweredArg::I32(1)],
            vec![LoweredArg::U64(1)],
            vec![LoweredArg::U32(5), LoweredArg::ptr_for_encoding(0, 0)],
        ] {
            let full = encode_argv(&args);
            let err = parse_argv(&full[..full.len() - 1], 0).unwrap_err();
            assert_eq!(err.code(), -6, "{err}");
            assert!(err.to_string().contains("truncated"), "{err}");
        }
        assert_eq!(parse_argv(&[TAG_PTR], 0).unwrap_err().code(), -6);
    }
}
