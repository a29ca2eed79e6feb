//! Runs a map-mode kernel (DESIGN.md sections 3-4) over N argument tuples through the runtime
//! shim: the tuples, results and trap codes live in the same device allocation as the wasm
//! linear memory, after it, as pointer windows the shim bounds-checks.
//!
//! Layout of the uploaded buffer:
//! `[memory | state | args: n * A * 8 | results: n * R * 8 | traps: n * 4 | globals: G * 16]`
//! (the state window at the memory's length rounded up to 8: the memory's current length,
//! the tables and the passive segments, `crate::map_state`; A parameters and R results per tuple, each value in an
//! 8-byte slot, its little-endian bytes first, a `v128` in two slots;
//! `convert::MAP_SLOT_BYTES`; the module's mutable globals by index, 16 bytes each,
//! `convert::MAP_GLOBAL_SLOT_BYTES`). After the launch the memory, the tables and the
//! globals are copied back, so the module's state carries from one launch to the next. This
//! module must not compile: it takes a [`Kernel`] the pipeline made with `Mode::Map`.

use crate::convert::{
    MAP_GLOBAL_SLOT_BYTES, MAP_HOST_CALL_CODE, MAP_SLOT_BYTES, MAP_TABLE_ROOM_CODE,
};
use crate::map_state::{DeviceMemory, DeviceTable, StateLayout, WindowState};
use crate::pipeline::Kernel;
use lowered_ir::{LoweredType, TrapKind};
use tensor_wasm_shim::{AbiError, LoweredArg, Runtime};

/// What one tuple's evaluation gave: its results' bits (zero-extended), or a trap.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MapOutcome {
    /// One entry per result: its bits, zero-extended (a `v128` is read from its two slots).
    Returned(Vec<u128>),
    Trapped(TrapKind),
    /// The thread reached a function only the host can run (`convert::MAP_HOST_CALL_CODE`):
    /// the call did not complete on the device.
    HostCall,
    /// The thread's `table.grow` needed more entries than the host allocated
    /// (`convert::MAP_TABLE_ROOM_CODE`): the call did not complete on the device.
    TableRoom,
}

/// Why a map launch could not produce outcomes.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MapRunError {
    #[error("map launch: {0}")]
    Shim(#[from] AbiError),
    #[error("map launch: more tuples than a u32 counts, or a state window past 4 GiB")]
    TooLarge,
    #[error("map launch: thread {index} wrote trap code {code}, which is no wasm trap")]
    BadTrapCode { index: usize, code: u32 },
}

/// Where the arrays of a map launch go in the uploaded buffer: `(offset, length)` in bytes,
/// each array 8-byte aligned, right after the wasm memory.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MapLayout {
    pub state: (usize, usize),
    pub args: (usize, usize),
    pub results: (usize, usize),
    pub traps: (usize, usize),
    pub globals: (usize, usize),
    pub total: usize,
}

impl MapLayout {
    /// The layout for `n` tuples of `arity` arguments and `results` results after a memory of
    /// `mem_len` bytes and a state window of `state` bytes (`map_state`), with `globals` 16-byte global
    /// slots at the end.
    pub fn new(
        mem_len: usize,
        state: usize,
        n: usize,
        arity: usize,
        results: usize,
        globals: usize,
    ) -> MapLayout {
        let slot = MAP_SLOT_BYTES as usize;
        let state = (mem_len.next_multiple_of(8), state);
        let args = (state.0 + state.1, n * arity * slot);
        let results = (args.0 + args.1, n * results * slot);
        let traps = (results.0 + results.1, n * 4);
        let globals = (
            (traps.0 + traps.1).next_multiple_of(16),
            globals * MAP_GLOBAL_SLOT_BYTES as usize,
        );
        MapLayout {
            state,
            args,
            results,
            traps,
            globals,
            total: globals.0 + globals.1,
        }
    }
}

/// The module state a map launch reads and writes, each part updated in place.
pub struct MapState<'a> {
    /// The linear memory: its bytes, or with `size`, its whole allocation.
    pub memory: &'a mut [u8],
    /// Where the kernel may grow the memory (`memory.grow`): its current length in bytes,
    /// at most `memory.len()`; `None` when the memory is all of `memory`.
    pub size: Option<&'a mut usize>,
    /// The tables by index.
    pub tables: &'a mut [DeviceTable],
    /// The passive data segments by index (empty once dropped).
    pub data: &'a mut [Vec<u8>],
    /// The passive element segments by index, as reference handles (empty once dropped).
    pub elems: &'a mut [Vec<u64>],
    /// The memories by index; memory 0's entry is unused (it is `memory`).
    pub memories: &'a mut [DeviceMemory],
    /// The mutable globals' bits by global index.
    pub globals: &'a mut [u128],
}

impl<'a> MapState<'a> {
    /// The state of a module that has a memory and nothing else a kernel reaches (no
    /// tables, segments, other memories or mutable globals).
    pub fn memory_only(memory: &'a mut [u8]) -> MapState<'a> {
        MapState {
            memory,
            size: None,
            tables: &mut [],
            data: &mut [],
            elems: &mut [],
            memories: &mut [],
            globals: &mut [],
        }
    }
}

/// Evaluates `kernel` (lowered in map mode from a function with `params`/`results`) on every
/// tuple of `tuples` (bit patterns, one per parameter), over the module state `state`.
pub fn run_map(
    rt: &mut Runtime,
    kernel_id: tensor_wasm_shim::KernelId,
    results: &[LoweredType],
    state: MapState<'_>,
    tuples: &[Vec<u64>],
) -> Result<Vec<MapOutcome>, MapRunError> {
    let MapState {
        memory,
        size,
        tables,
        data,
        elems,
        memories,
        globals,
    } = state;
    let n = tuples.len();
    let arity = tuples.first().map(Vec::len).unwrap_or(0);
    let slot = MAP_SLOT_BYTES as usize;
    let mem_len = memory.len();
    let (result_slots, result_count) = crate::convert::map_slot_offsets(results);
    let mut device_state = WindowState {
        size: size.as_deref().copied().unwrap_or(mem_len),
        tables,
        data,
        elems,
        memories,
    };
    let state_layout = StateLayout::of(&device_state);
    let layout = MapLayout::new(
        mem_len,
        state_layout.len,
        n,
        arity,
        result_count,
        globals.len(),
    );
    let (state_off, state_len) = layout.state;
    let (args_off, args_len) = layout.args;
    let (results_off, results_len) = layout.results;
    let (traps_off, traps_len) = layout.traps;
    let (globals_off, globals_len) = layout.globals;
    let total = layout.total;
    // Arrays past 4 GiB (after a memory64 memory that large) take 64-bit pointer records.
    let window = |off: usize, len: usize| LoweredArg::window(off as u64, len as u64);
    let mut buffer = vec![0u8; total];
    buffer[..mem_len].copy_from_slice(memory);
    state_layout
        .write(
            &mut buffer[state_off..state_off + state_len],
            &device_state,
            globals_off - state_off,
        )
        .ok_or(MapRunError::TooLarge)?;
    for (i, tuple) in tuples.iter().enumerate() {
        for (k, bits) in tuple.iter().enumerate() {
            let at = args_off + (i * arity + k) * slot;
            buffer[at..at + 8].copy_from_slice(&bits.to_le_bytes());
        }
    }
    let gslot = MAP_GLOBAL_SLOT_BYTES as usize;
    for (g, bits) in globals.iter().enumerate() {
        buffer[globals_off + gslot * g..][..gslot].copy_from_slice(&bits.to_le_bytes());
    }
    // A thread that never writes its trap slot shows up as this marker.
    for i in 0..n {
        buffer[traps_off + 4 * i..][..4].copy_from_slice(&u32::MAX.to_le_bytes());
    }
    rt.upload(&buffer)?;
    let args = [
        LoweredArg::U32(u32::try_from(n).map_err(|_| MapRunError::TooLarge)?),
        window(args_off, args_len),
        window(results_off, results_len),
        window(traps_off, traps_len),
        window(globals_off, globals_len),
    ];
    let block = 128u32;
    let grid =
        u32::try_from(n.div_ceil(block as usize).max(1)).map_err(|_| MapRunError::TooLarge)?;
    rt.launch_lowered(
        kernel_id,
        [grid, 1, 1],
        [block, 1, 1],
        mem_len as u64,
        &args,
    )?;
    rt.sync()?;
    rt.download(&mut buffer)?;
    memory.copy_from_slice(&buffer[..mem_len]);
    state_layout.read_back(&buffer[state_off..state_off + state_len], &mut device_state);
    if let Some(size) = size {
        *size = device_state.size.min(mem_len);
    }
    for (g, bits) in globals.iter_mut().enumerate() {
        *bits = u128::from_le_bytes(
            buffer[globals_off + gslot * g..][..gslot]
                .try_into()
                .unwrap_or_default(),
        );
    }
    let mut out = Vec::with_capacity(n);
    for i in 0..n {
        let code = u32::from_le_bytes(
            buffer[traps_off + 4 * i..][..4]
                .try_into()
                .unwrap_or_default(),
        );
        if code == 0 {
            let values = results
                .iter()
                .zip(&result_slots)
                .map(|(ty, k)| {
                    let at = results_off + (i * result_count + k) * slot;
                    let word = |j: usize| {
                        u64::from_le_bytes(
                            buffer[at + 8 * j..at + 8 * j + 8]
                                .try_into()
                                .unwrap_or_default(),
                        )
                    };
                    let raw = if *ty == LoweredType::V128 {
                        u128::from(word(0)) | (u128::from(word(1)) << 64)
                    } else {
                        u128::from(word(0))
                    };
                    let bits = ty.bits();
                    if bits >= 128 {
                        raw
                    } else {
                        raw & ((1u128 << bits) - 1)
                    }
                })
                .collect();
            out.push(MapOutcome::Returned(values));
        } else if code == MAP_HOST_CALL_CODE {
            out.push(MapOutcome::HostCall);
        } else if code == MAP_TABLE_ROOM_CODE {
            out.push(MapOutcome::TableRoom);
        } else {
            let kind =
                TrapKind::from_code(code).ok_or(MapRunError::BadTrapCode { index: i, code })?;
            out.push(MapOutcome::Trapped(kind));
        }
    }
    Ok(out)
}

/// Convenience: load `kernel`'s PTX and run it (see [`run_map`]).
pub fn load_and_run_map(
    rt: &mut Runtime,
    kernel: &Kernel,
    results: &[LoweredType],
    state: MapState<'_>,
    tuples: &[Vec<u64>],
) -> Result<Vec<MapOutcome>, MapRunError> {
    let kid = rt.load_ptx(&kernel.ptx, &kernel.entry)?;
    run_map(rt, kid, results, state, tuples)
}
