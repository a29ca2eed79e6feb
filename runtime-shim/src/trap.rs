//! Wasm trap kinds and the encoding of the `__tensor_wasm_trap` module global.
//!
//! A lowered kernel reports a wasm trap by a compare-and-swap of a 64-bit word into the
//! module-scope global [`TRAP_GLOBAL`] (first trap wins): 0 means no trap; otherwise the low
//! 32 bits hold the [`TrapKind`] code and the high 32 bits the linear id of the thread. The shim
//! writes 0 before a launch and decodes the word after the launch is synchronized.
//!
//! This module only encodes and decodes; it must not touch a driver.

use std::fmt;

/// Name of the module global a lowered kernel writes its trap word to.
pub const TRAP_GLOBAL: &str = "__tensor_wasm_trap";

/// Name of the module global that marks a module with recursion guards: its recursive device
/// functions trap with [`TrapKind::CallStackExhausted`] past half of
/// [`GUARDED_STACK_BYTES`] of stack (docs/ABI.md).
pub const STACK_GUARD_GLOBAL: &str = "__tensor_wasm_stack_guard";

/// The per-thread device stack the runtime sets before loading a module that has recursion
/// guards. The driver reserves it for every resident thread (about 8.6 GB on an H100).
pub const GUARDED_STACK_BYTES: usize = 32 * 1024;

/// The wasm trap kinds a kernel can report, with their codes in the trap word.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TrapKind {
    /// `unreachable` executed. Code 1.
    Unreachable,
    /// A load or store outside `[0, mem_len)`. Code 2.
    MemoryOutOfBounds,
    /// Integer division or remainder by zero. Code 3.
    IntegerDivideByZero,
    /// `div_s` of MIN by -1, or a float-to-int truncation out of range. Code 4.
    IntegerOverflow,
    /// A float-to-int truncation of NaN. Code 5.
    InvalidConversionToInteger,
    /// An element segment past the end of its table (instantiation). Code 6.
    TableOutOfBounds,
    /// `call_indirect` past the end of the table. Code 7.
    UndefinedElement,
    /// `call_indirect` of a null entry. Code 8.
    UninitializedElement,
    /// `call_indirect` of a function of another type. Code 9.
    IndirectCallTypeMismatch,
    /// `ref.as_non_null` of a null reference. Code 10.
    NullReference,
    /// `call_ref` of a null function reference. Code 11.
    NullFunctionReference,
    /// A recursive device function went deeper than its stack allows. Code 12.
    CallStackExhausted,
    /// An auto-mode kernel's gathered read met the bytes its launch writes: not a wasm
    /// trap, the loop reruns on the CPU. Code 13.
    ReadConflict,
}

impl TrapKind {
    /// Every kind, in code order.
    pub const ALL: [TrapKind; 13] = [
        TrapKind::Unreachable,
        TrapKind::MemoryOutOfBounds,
        TrapKind::IntegerDivideByZero,
        TrapKind::IntegerOverflow,
        TrapKind::InvalidConversionToInteger,
        TrapKind::TableOutOfBounds,
        TrapKind::UndefinedElement,
        TrapKind::UninitializedElement,
        TrapKind::IndirectCallTypeMismatch,
        TrapKind::NullReference,
        TrapKind::NullFunctionReference,
        TrapKind::CallStackExhausted,
        TrapKind::ReadConflict,
    ];

    /// The code this kind has in the low 32 bits of the trap word.
    pub fn code(self) -> u32 {
        match self {
            TrapKind::Unreachable => 1,
            TrapKind::MemoryOutOfBounds => 2,
            TrapKind::IntegerDivideByZero => 3,
            TrapKind::IntegerOverflow => 4,
            TrapKind::InvalidConversionToInteger => 5,
            TrapKind::TableOutOfBounds => 6,
            TrapKind::UndefinedElement => 7,
            TrapKind::UninitializedElement => 8,
            TrapKind::IndirectCallTypeMismatch => 9,
            TrapKind::NullReference => 10,
            TrapKind::NullFunctionReference => 11,
            TrapKind::CallStackExhausted => 12,
            TrapKind::ReadConflict => 13,
        }
    }

    /// The kind with this code, if any.
    pub fn from_code(code: u32) -> Option<TrapKind> {
        TrapKind::ALL.into_iter().find(|k| k.code() == code)
    }

    /// The message the wasm spec tests use for this trap.
    pub fn message(self) -> &'static str {
        match self {
            TrapKind::Unreachable => "unreachable",
            TrapKind::MemoryOutOfBounds => "out of bounds memory access",
            TrapKind::IntegerDivideByZero => "integer divide by zero",
            TrapKind::IntegerOverflow => "integer overflow",
            TrapKind::InvalidConversionToInteger => "invalid conversion to integer",
            TrapKind::TableOutOfBounds => "out of bounds table access",
            TrapKind::UndefinedElement => "undefined element",
            TrapKind::UninitializedElement => "uninitialized element",
            TrapKind::IndirectCallTypeMismatch => "indirect call type mismatch",
            TrapKind::NullReference => "null reference",
            TrapKind::NullFunctionReference => "null function reference",
            TrapKind::CallStackExhausted => "call stack exhausted",
            TrapKind::ReadConflict => "read conflict",
        }
    }
}

impl fmt::Display for TrapKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.message())
    }
}

/// A decoded non-zero trap word.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TrapWord {
    /// The low 32 bits: a [`TrapKind`] code when the kernel is well formed.
    pub code: u32,
    /// The high 32 bits: linear id of the thread that trapped first.
    pub thread: u32,
}

impl TrapWord {
    /// Splits a trap word; `None` for 0 (no trap).
    pub fn decode(word: u64) -> Option<TrapWord> {
        if word == 0 {
            return None;
        }
        Some(TrapWord {
            code: word as u32,
            thread: (word >> 32) as u32,
        })
    }

    /// Joins a kind and a thread id into the word a kernel would write.
    pub fn encode(kind: TrapKind, thread: u32) -> u64 {
        (u64::from(thread) << 32) | u64::from(kind.code())
    }

    /// The kind, when the code is one of [`TrapKind`]'s.
    pub fn kind(self) -> Option<TrapKind> {
        TrapKind::from_code(self.code)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_round_trip() {
        for kind in TrapKind::ALL {
            assert_eq!(TrapKind::from_code(kind.code()), Some(kind));
        }
        assert_eq!(TrapKind::from_code(0), None);
        assert_eq!(TrapKind::from_code(14), None);
        assert_eq!(TrapKind::from_code(u32::MAX), None);
    }

    #[test]
    fn word_round_trips() {
        let word = TrapWord::encode(TrapKind::IntegerDivideByZero, 0xdead_beef);
        assert_eq!(word, 0xdead_beef_0000_0003);
        let decoded = TrapWord::decode(word).unwrap();
        assert_eq!(decoded.kind(), Some(TrapKind::IntegerDivideByZero));
        assert_eq!(decoded.thread, 0xdead_beef);
        assert_eq!(TrapWord::decode(0), None);
    }

    #[test]
    fn unknown_code_has_no_kind() {
        let decoded = TrapWord::decode(0x0000_0001_0000_000e).unwrap();
        assert_eq!(decoded.kind(), None);
        assert_eq!(decoded.thread, 1);
    }
}
