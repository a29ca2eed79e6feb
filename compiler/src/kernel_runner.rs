//! Launches a kernel-mode kernel of a multi-memory module (lowered with
//! `Options::other_memories`) through the runtime shim: the memories besides memory 0 travel
//! in the state window right after memory 0 (docs/ABI.md "Other memories in kernel mode"),
//! laid out as in map mode (`crate::map_state`), and come back after the launch with what the
//! kernel wrote and how far it grew them.
//!
//! Layout of the uploaded buffer: `[memory 0 | state window: header, memory headers, the
//! other memories' bytes up to their capacity]`, the window at memory 0's length rounded up
//! to 8. This module must not compile: it takes a loaded kernel and its launch shape.

use crate::map_runner::MapRunError;
use crate::map_state::{DeviceMemory, StateLayout, WindowState};
use tensor_wasm_shim::{KernelId, LoweredArg, Runtime};

/// Launches `kernel` over `grid` x `block` threads with `scalar_args` (its wasm parameters,
/// as [`Runtime::launch_lowered`] takes them: pointer windows address memory 0), on
/// `memory` (memory 0) and `memories` (every memory by index, memory 0's entry unused),
/// then waits for it and copies every memory back.
pub fn launch_with_memories(
    rt: &mut Runtime,
    kernel: KernelId,
    (grid, block): ([u32; 3], [u32; 3]),
    memory: &mut [u8],
    memories: &mut [DeviceMemory],
    scalar_args: &[LoweredArg],
) -> Result<(), MapRunError> {
    let mem_len = memory.len();
    let mut state = WindowState {
        size: mem_len,
        tables: &mut [],
        data: &mut [],
        elems: &mut [],
        memories,
    };
    let layout = StateLayout::of(&state);
    let state_at = mem_len.next_multiple_of(8);
    let mut buffer = vec![0u8; state_at + layout.len];
    buffer[..mem_len].copy_from_slice(memory);
    layout
        .write(&mut buffer[state_at..], &state, layout.len)
        .ok_or(MapRunError::TooLarge)?;
    rt.upload(&buffer)?;
    rt.launch_lowered(kernel, grid, block, mem_len as u64, scalar_args)?;
    rt.sync()?;
    rt.download(&mut buffer)?;
    memory.copy_from_slice(&buffer[..mem_len]);
    layout.read_back(&buffer[state_at..], &mut state);
    Ok(())
}
