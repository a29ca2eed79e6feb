//! How a WebAssembly reference (`funcref`, `externref`) is a LoweredOp value: an `i64`
//! handle, `0` for null, otherwise the referenced thing's number plus one: a function index
//! of the instance for `funcref`, the host's value for `externref`. The two never mix (wasm
//! types keep them apart), so one encoding serves both.
//!
//! Handles are only meaningful inside the instance that made them: a `funcref` names a
//! function of that instance. This module only encodes and decodes; it must not resolve a
//! handle to code.

/// The handle of a null reference.
pub const NULL: u64 = 0;

/// The handle of a reference to `target` (a function index, or a host value).
pub fn handle(target: u32) -> u64 {
    u64::from(target) + 1
}

/// The handle of `target`, or of null.
pub fn handle_of(target: Option<u32>) -> u64 {
    target.map_or(NULL, handle)
}

/// What a handle refers to, or `None` for null (and for a handle no [`handle`] made).
pub fn target(handle: u64) -> Option<u32> {
    handle.checked_sub(1).and_then(|t| u32::try_from(t).ok())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn handles_round_trip_and_null_is_zero() {
        assert_eq!(handle_of(None), NULL);
        for t in [0, 1, 7, u32::MAX] {
            assert_eq!(target(handle(t)), Some(t));
        }
        assert_eq!(target(NULL), None);
        assert_eq!(target(u64::MAX), None);
    }
}
