//! The state window of a map-mode launch (docs/ABI.md, "The state window"): the module
//! state besides the memory's bytes and the globals, placed right after the memory (at its
//! length rounded up to 8) for the kernel to read and change, and read back after the launch.
//!
//! Layout, all offsets in bytes from the window's start:
//! - the memory header (`convert::MAP_MEMORY_HEADER_BYTES`): the memory's current length
//!   (`u64`), then the offsets (`u32`) of the data segments', the element segments' and the
//!   other memories' headers, and of the map buffer's globals window (after the window);
//! - one header per table (`MAP_TABLE_HEADER_BYTES`, four `u32`s): its entries' offset, its
//!   size, its capacity and its limit;
//! - one header per data segment, then one per element segment (`MAP_SEGMENT_HEADER_BYTES`):
//!   the payload's offset and its length (`u32`s);
//! - one header per memory (`MAP_MEMORY_VIEW_BYTES`; memory 0's is unused): its bytes'
//!   offset, current length, capacity and page size's log2 (`u32`s);
//! - the payloads, each 16-byte aligned: each table's entries up to its capacity (reference
//!   handles, `MAP_TABLE_ENTRY_BYTES` each), each data segment's bytes, each element
//!   segment's handles, each other memory's bytes up to its capacity.
//!
//! This module lays out, writes and reads back; it must not decide what the state is (the
//! caller passes it) nor run anything.

use crate::convert::{
    MAP_MEMORY_HEADER_BYTES, MAP_MEMORY_VIEW_BYTES, MAP_SEGMENT_HEADER_BYTES,
    MAP_TABLE_ENTRY_BYTES, MAP_TABLE_HEADER_BYTES,
};

/// One table as the device gets it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DeviceTable {
    /// Its entries, reference handles (`lowered_ir::reference`); growth on the device
    /// appends to them.
    pub entries: Vec<u64>,
    /// The most entries it may have (its maximum, or the host's own limit): `table.grow`
    /// past it answers -1.
    pub limit: u32,
    /// Entries the device may append (at most `limit` minus the size): `table.grow` past
    /// them, within the limit, ends the thread for the host.
    pub room: u32,
}

/// A memory besides memory 0 as the device gets it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DeviceMemory {
    /// Its bytes (its current length); growth on the device appends zeros.
    pub bytes: Vec<u8>,
    /// The most bytes it may grow to on the device (its maximum, or the host's limit).
    pub capacity: usize,
    /// The log2 of its page size in bytes (16, or 0 with custom page sizes).
    pub page_log2: u8,
}

/// The state in the window, by index; the launch updates every part in place.
#[derive(Debug)]
pub struct WindowState<'a> {
    /// The memory's current length in bytes.
    pub size: usize,
    pub tables: &'a mut [DeviceTable],
    /// Passive data segments' bytes (empty once dropped).
    pub data: &'a mut [Vec<u8>],
    /// Passive element segments' handles (empty once dropped).
    pub elems: &'a mut [Vec<u64>],
    /// The memories by index; memory 0 (the buffer's own) is an unused entry.
    pub memories: &'a mut [DeviceMemory],
}

/// Where everything is in the window.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StateLayout {
    tables: Vec<usize>,
    data_headers: usize,
    elem_headers: usize,
    data: Vec<usize>,
    elems: Vec<usize>,
    memory_headers: usize,
    memories: Vec<usize>,
    /// The window's length in bytes.
    pub len: usize,
}

const ENTRY: usize = MAP_TABLE_ENTRY_BYTES as usize;

impl StateLayout {
    /// The layout for `state`.
    pub fn of(state: &WindowState<'_>) -> StateLayout {
        let table_headers = MAP_MEMORY_HEADER_BYTES as usize;
        let data_headers = table_headers + state.tables.len() * MAP_TABLE_HEADER_BYTES as usize;
        let elem_headers = data_headers + state.data.len() * MAP_SEGMENT_HEADER_BYTES as usize;
        let memory_headers = elem_headers + state.elems.len() * MAP_SEGMENT_HEADER_BYTES as usize;
        let mut at = (memory_headers + state.memories.len() * MAP_MEMORY_VIEW_BYTES as usize)
            .next_multiple_of(16);
        let mut place = |bytes: usize| {
            let here = at;
            at = (at + bytes).next_multiple_of(16);
            here
        };
        let tables = state
            .tables
            .iter()
            .map(|t| place((t.entries.len() + t.room as usize) * ENTRY))
            .collect();
        let data = state.data.iter().map(|d| place(d.len())).collect();
        let elems = state.elems.iter().map(|e| place(e.len() * ENTRY)).collect();
        let memories = state.memories.iter().map(|m| place(m.capacity)).collect();
        StateLayout {
            tables,
            data_headers,
            elem_headers,
            data,
            elems,
            memory_headers,
            memories,
            len: at,
        }
    }

    /// Writes `state` into `window` (of [`StateLayout::len`] bytes, zeroed); `None` where an
    /// offset or length does not fit a `u32` field.
    /// `globals_at` is where the map buffer's globals window starts, in bytes from the state
    /// window's start (device functions find the module's mutable globals through it).
    pub fn write(
        &self,
        window: &mut [u8],
        state: &WindowState<'_>,
        globals_at: usize,
    ) -> Option<()> {
        let u32_of = |v: usize| u32::try_from(v).ok();
        window[..8].copy_from_slice(&(state.size as u64).to_le_bytes());
        window[8..12].copy_from_slice(&u32_of(self.data_headers)?.to_le_bytes());
        window[12..16].copy_from_slice(&u32_of(self.elem_headers)?.to_le_bytes());
        window[16..20].copy_from_slice(&u32_of(self.memory_headers)?.to_le_bytes());
        window[20..24].copy_from_slice(&u32_of(globals_at)?.to_le_bytes());
        let header = |at: usize, fields: [u32; 4], window: &mut [u8]| {
            for (k, f) in fields.iter().enumerate() {
                window[at + 4 * k..][..4].copy_from_slice(&f.to_le_bytes());
            }
        };
        for (t, (table, &at)) in state.tables.iter().zip(&self.tables).enumerate() {
            let size = u32_of(table.entries.len())?;
            let fields = [
                u32_of(at)?,
                size,
                size.checked_add(table.room)?,
                table.limit,
            ];
            let h = MAP_MEMORY_HEADER_BYTES as usize + t * MAP_TABLE_HEADER_BYTES as usize;
            header(h, fields, window);
            write_handles(&mut window[at..], &table.entries);
        }
        for (s, (bytes, &at)) in state.data.iter().zip(&self.data).enumerate() {
            let h = self.data_headers + s * MAP_SEGMENT_HEADER_BYTES as usize;
            header(h, [u32_of(at)?, u32_of(bytes.len())?, 0, 0], window);
            window[at..at + bytes.len()].copy_from_slice(bytes);
        }
        for (s, (handles, &at)) in state.elems.iter().zip(&self.elems).enumerate() {
            let h = self.elem_headers + s * MAP_SEGMENT_HEADER_BYTES as usize;
            header(h, [u32_of(at)?, u32_of(handles.len())?, 0, 0], window);
            write_handles(&mut window[at..], handles);
        }
        for (m, (memory, &at)) in state
            .memories
            .iter()
            .zip(&self.memories)
            .enumerate()
            .skip(1)
        {
            let h = self.memory_headers + m * MAP_MEMORY_VIEW_BYTES as usize;
            let len = memory.bytes.len().min(memory.capacity);
            header(
                h,
                [
                    u32_of(at)?,
                    u32_of(len)?,
                    u32_of(memory.capacity)?,
                    u32::from(memory.page_log2),
                ],
                window,
            );
            window[at..at + len].copy_from_slice(&memory.bytes[..len]);
        }
        Some(())
    }

    /// Reads the state back from `window` into `state`: the memory's length, each table's
    /// size and entries, and which segments were dropped (emptied).
    pub fn read_back(&self, window: &[u8], state: &mut WindowState<'_>) {
        let word =
            |at: usize| u32::from_le_bytes(window[at..at + 4].try_into().unwrap_or_default());
        let handle =
            |at: usize| u64::from_le_bytes(window[at..at + 8].try_into().unwrap_or_default());
        state.size = (u64::from(word(0)) | (u64::from(word(4)) << 32)) as usize;
        for (t, (table, &at)) in state.tables.iter_mut().zip(&self.tables).enumerate() {
            let h = MAP_MEMORY_HEADER_BYTES as usize + t * MAP_TABLE_HEADER_BYTES as usize;
            let capacity = table.entries.len() + table.room as usize;
            let size = (word(h + 4) as usize).min(capacity);
            table.entries = (0..size).map(|k| handle(at + k * ENTRY)).collect();
        }
        for (s, bytes) in state.data.iter_mut().enumerate() {
            if word(self.data_headers + s * MAP_SEGMENT_HEADER_BYTES as usize + 4) == 0 {
                bytes.clear();
            }
        }
        for (s, handles) in state.elems.iter_mut().enumerate() {
            if word(self.elem_headers + s * MAP_SEGMENT_HEADER_BYTES as usize + 4) == 0 {
                handles.clear();
            }
        }
        for (m, (memory, &at)) in state
            .memories
            .iter_mut()
            .zip(&self.memories)
            .enumerate()
            .skip(1)
        {
            let h = self.memory_headers + m * MAP_MEMORY_VIEW_BYTES as usize;
            let len = (word(h + 4) as usize).min(memory.capacity);
            memory.bytes = window[at..at + len].to_vec();
        }
    }
}

fn write_handles(to: &mut [u8], handles: &[u64]) {
    for (k, h) in handles.iter().enumerate() {
        to[k * ENTRY..][..ENTRY].copy_from_slice(&h.to_le_bytes());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_window_round_trips_growth_and_drops() {
        let mut tables = vec![
            DeviceTable {
                entries: vec![1, 0, 3],
                limit: 10,
                room: 2,
            },
            DeviceTable {
                entries: vec![],
                limit: 0,
                room: 0,
            },
        ];
        let mut data = vec![b"abc".to_vec(), b"z".to_vec()];
        let mut elems = vec![vec![5, 6]];
        let mut memories = vec![
            DeviceMemory::default(),
            DeviceMemory {
                bytes: vec![7; 4],
                capacity: 8,
                page_log2: 16,
            },
        ];
        let mut state = WindowState {
            size: 65536,
            tables: &mut tables,
            data: &mut data,
            elems: &mut elems,
            memories: &mut memories,
        };
        let layout = StateLayout::of(&state);
        // Headers: 32 + 2 * 16 (tables) + 2 * 16 (data) + 16 (elements) + 2 * 16 (memories)
        // = 144; then, 16-byte aligned, the first table's 5 entries (40 bytes), "abc", "z",
        // the 2 element handles, memory 1's 8 bytes of capacity.
        assert_eq!(layout.len, 144 + 48 + 16 + 16 + 16 + 16);
        let mut window = vec![0u8; layout.len];
        layout.write(&mut window, &state, 4096).expect("fits");
        assert_eq!(&window[20..24], &4096u32.to_le_bytes());
        assert_eq!(&window[..8], &65536u64.to_le_bytes());
        assert_eq!(
            &window[32..48],
            &[144, 0, 0, 0, 3, 0, 0, 0, 5, 0, 0, 0, 10, 0, 0, 0]
        );
        assert_eq!(&window[192..195], b"abc");
        assert_eq!(
            &window[128..144],
            &[240, 0, 0, 0, 4, 0, 0, 0, 8, 0, 0, 0, 16, 0, 0, 0]
        );
        assert_eq!(&window[240..244], &[7; 4]);
        // The device grows table 0 by one entry (handle 9), drops data segment 1, grows
        // memory 0 by a page and memory 1 by 2 bytes.
        window[32 + 4] = 4;
        window[144 + 3 * 8] = 9;
        window[64 + 16 + 4] = 0;
        window[..8].copy_from_slice(&131072u64.to_le_bytes());
        window[128 + 4] = 6;
        window[244] = 1;
        layout.read_back(&window, &mut state);
        assert_eq!(state.size, 131072);
        assert_eq!(state.tables[0].entries, vec![1, 0, 3, 9]);
        assert_eq!(state.data, &[b"abc".to_vec(), Vec::new()]);
        assert_eq!(state.elems, &[vec![5, 6]]);
        assert_eq!(state.memories[1].bytes, vec![7, 7, 7, 7, 1, 0]);
    }
}
