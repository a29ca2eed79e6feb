//! The benchmark set: for each kernel, its fixture, its arrays and parameters, the launch
//! geometry, the fewest bytes it must move, and a CPU reference that computes the same loop in
//! the same order as the C fixture (golden/fixtures/bench/) and its CUDA twin (bench/cuda/).
//!
//! Every kernel writes exactly one array. The reference returns that array's expected
//! contents, with the elements the kernel must not write left at [`POISON`]; a GPU result is
//! compared with it bit for bit.

/// The bit pattern every output element holds before a checked launch (a NaN no kernel here
/// produces from finite inputs), so an element nobody wrote shows up as a mismatch.
pub const POISON: u32 = 0xffff_ffff;

/// The benchmark kernels, in table order; each name is the fixture's file stem, its export
/// and its CUDA twin's `extern "C"` name.
pub const NAMES: [&str; 6] = ["vector_add", "saxpy", "gemv", "matmul", "conv3x3", "jacobi"];

/// Problem sizes: `Full` fills the H100; `Small` is for the interpreter test.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scale {
    Full,
    Small,
}

/// Whether the kernel reads an array, writes it, or both.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    In,
    Out,
    InOut,
}

/// One array in linear memory.
#[derive(Clone, Debug)]
pub struct ArraySpec {
    pub name: &'static str,
    /// Number of f32 elements.
    pub len: usize,
    pub role: Role,
}

/// One wasm parameter, in the order of the C signature.
#[derive(Clone, Copy, Debug)]
pub enum Param {
    U32(u32),
    F32(f32),
    /// The address of `arrays[i]`: a linear-memory offset (i32) for our kernels, a device
    /// pointer for nvcc's.
    Array(usize),
}

/// One benchmark problem.
#[derive(Clone, Debug)]
pub struct Problem {
    pub name: &'static str,
    pub arrays: Vec<ArraySpec>,
    pub params: Vec<Param>,
    pub grid: [u32; 3],
    pub block: [u32; 3],
    /// Each input read once and the output written once, in bytes.
    pub min_bytes: u64,
    /// Floating-point operations (a multiply and an add count two).
    pub flops: u64,
    /// Element-wise kernels are held to 90% of the copy bandwidth (issue 8).
    pub elementwise: bool,
}

impl Problem {
    /// The index of the one array the kernel writes.
    pub fn output(&self) -> usize {
        self.arrays
            .iter()
            .position(|a| a.role != Role::In)
            .expect("every problem writes one array")
    }

    /// Total bytes of the arrays of one input set.
    pub fn set_bytes(&self) -> usize {
        self.arrays.iter().map(|a| align(a.len * 4)).sum()
    }

    /// The CPU reference for the output array, given every array's initial contents (inputs
    /// random, outputs [`POISON`]).
    pub fn reference(&self, arrays: &[&[f32]]) -> Vec<f32> {
        let u = |i: usize| match self.params[i] {
            Param::U32(v) => v as usize,
            _ => unreachable!("parameter {i} of {} is not u32", self.name),
        };
        let f = |i: usize| match self.params[i] {
            Param::F32(v) => v,
            _ => unreachable!("parameter {i} of {} is not f32", self.name),
        };
        let mut out = arrays[self.output()].to_vec();
        match self.name {
            "vector_add" => {
                let (a, b) = (arrays[0], arrays[1]);
                for i in 0..u(0) {
                    out[i] = a[i] + b[i];
                }
            }
            "saxpy" => {
                let (alpha, x) = (f(1), arrays[0]);
                for i in 0..u(0) {
                    // The C loop's `a * x[i] + y[i]`; IEEE addition commutes exactly.
                    out[i] += alpha * x[i];
                }
            }
            "gemv" => {
                let (m, n, a, x) = (u(0), u(1), arrays[0], arrays[1]);
                par_chunks(&mut out[..m], 1024, |start, rows| {
                    // Column by column, so each row's sum still runs over j in order.
                    let mut acc = vec![0.0f32; rows.len()];
                    for j in 0..n {
                        let col = &a[j * m + start..][..rows.len()];
                        for (s, &v) in acc.iter_mut().zip(col) {
                            *s += v * x[j];
                        }
                    }
                    rows.copy_from_slice(&acc);
                });
            }
            "matmul" => {
                let (n, a, b) = (u(0), arrays[0], arrays[1]);
                par_chunks(&mut out[..n * n], n, |start, row| {
                    let r = start / n;
                    // Row times matrix, k outermost: each element's sum still runs over k in
                    // order, starting from 0.0 like the C loop.
                    let mut acc = vec![0.0f32; n];
                    for k in 0..n {
                        let av = a[r * n + k];
                        for (s, &bv) in acc.iter_mut().zip(&b[k * n..][..n]) {
                            *s += av * bv;
                        }
                    }
                    row.copy_from_slice(&acc);
                });
            }
            "conv3x3" => {
                let (w, h, input, k) = (u(0), u(1), arrays[0], arrays[1]);
                let ow = w - 2;
                par_chunks(&mut out[..ow * (h - 2)], ow, |start, row| {
                    let y = start / ow;
                    for (x, o) in row.iter_mut().enumerate() {
                        let mut acc = 0.0f32;
                        for dy in 0..3 {
                            for dx in 0..3 {
                                acc += input[(y + dy) * w + (x + dx)] * k[dy * 3 + dx];
                            }
                        }
                        *o = acc;
                    }
                });
            }
            "jacobi" => {
                let (n, input) = (u(0), arrays[0]);
                par_chunks(&mut out[..n * n], n, |start, row| {
                    let i = start / n;
                    if i == 0 || i == n - 1 {
                        return;
                    }
                    for j in 1..n - 1 {
                        row[j] = 0.25f32
                            * (input[(i - 1) * n + j]
                                + input[(i + 1) * n + j]
                                + input[i * n + j - 1]
                                + input[i * n + j + 1]);
                    }
                });
            }
            other => unreachable!("no reference for {other}"),
        }
        out
    }
}

/// Arrays start on 256-byte boundaries (what cudaMalloc gives), so both compilers' kernels see
/// naturally aligned data and ours take their aligned fast path.
pub fn align(bytes: usize) -> usize {
    bytes.div_ceil(256) * 256
}

fn grid_1d(n: u32, block: u32) -> ([u32; 3], [u32; 3]) {
    ([n.div_ceil(block), 1, 1], [block, 1, 1])
}

fn grid_2d(w: u32, h: u32) -> ([u32; 3], [u32; 3]) {
    let (bx, by) = (32, 8);
    ([w.div_ceil(bx), h.div_ceil(by), 1], [bx, by, 1])
}

/// The problem `name` at `scale`.
pub fn problem(name: &str, scale: Scale) -> Option<Problem> {
    let full = scale == Scale::Full;
    let arr = |name, len, role| ArraySpec { name, len, role };
    let p = match name {
        "vector_add" => {
            let n: u32 = if full { 1 << 25 } else { 1000 };
            let (grid, block) = grid_1d(n, 256);
            Problem {
                name: "vector_add",
                arrays: vec![
                    arr("a", n as usize, Role::In),
                    arr("b", n as usize, Role::In),
                    arr("c", n as usize, Role::Out),
                ],
                params: vec![
                    Param::U32(n),
                    Param::Array(0),
                    Param::Array(1),
                    Param::Array(2),
                ],
                grid,
                block,
                min_bytes: 12 * n as u64,
                flops: n as u64,
                elementwise: true,
            }
        }
        "saxpy" => {
            let n: u32 = if full { 1 << 25 } else { 1000 };
            let (grid, block) = grid_1d(n, 256);
            Problem {
                name: "saxpy",
                arrays: vec![
                    arr("x", n as usize, Role::In),
                    arr("y", n as usize, Role::InOut),
                ],
                params: vec![
                    Param::U32(n),
                    Param::F32(1.7),
                    Param::Array(0),
                    Param::Array(1),
                ],
                grid,
                block,
                min_bytes: 12 * n as u64,
                flops: 2 * n as u64,
                elementwise: true,
            }
        }
        "gemv" => {
            let (m, n): (u32, u32) = if full { (1 << 16, 2048) } else { (300, 37) };
            let (grid, block) = grid_1d(m, 256);
            let (m64, n64) = (m as u64, n as u64);
            Problem {
                name: "gemv",
                arrays: vec![
                    arr("a", (m * n) as usize, Role::In),
                    arr("x", n as usize, Role::In),
                    arr("y", m as usize, Role::Out),
                ],
                params: vec![
                    Param::U32(m),
                    Param::U32(n),
                    Param::Array(0),
                    Param::Array(1),
                    Param::Array(2),
                ],
                grid,
                block,
                min_bytes: 4 * (m64 * n64 + n64 + m64),
                flops: 2 * m64 * n64,
                elementwise: false,
            }
        }
        "matmul" => {
            let n: u32 = if full { 2048 } else { 45 };
            let (grid, block) = grid_2d(n, n);
            let nn = (n * n) as usize;
            Problem {
                name: "matmul",
                arrays: vec![
                    arr("a", nn, Role::In),
                    arr("b", nn, Role::In),
                    arr("c", nn, Role::Out),
                ],
                params: vec![
                    Param::U32(n),
                    Param::Array(0),
                    Param::Array(1),
                    Param::Array(2),
                ],
                grid,
                block,
                min_bytes: 12 * nn as u64,
                flops: 2 * (n as u64).pow(3),
                elementwise: false,
            }
        }
        "conv3x3" => {
            let (w, h): (u32, u32) = if full { (8192, 8192) } else { (70, 19) };
            let (grid, block) = grid_2d(w - 2, h - 2);
            let outs = ((w - 2) * (h - 2)) as u64;
            Problem {
                name: "conv3x3",
                arrays: vec![
                    arr("in", (w * h) as usize, Role::In),
                    arr("k", 9, Role::In),
                    arr("out", outs as usize, Role::Out),
                ],
                params: vec![
                    Param::U32(w),
                    Param::U32(h),
                    Param::Array(0),
                    Param::Array(1),
                    Param::Array(2),
                ],
                grid,
                block,
                min_bytes: 4 * (w as u64 * h as u64 + 9 + outs),
                flops: 18 * outs,
                elementwise: false,
            }
        }
        "jacobi" => {
            let n: u32 = if full { 8192 } else { 50 };
            let (grid, block) = grid_2d(n - 2, n - 2);
            let nn = (n * n) as usize;
            let inner = ((n - 2) as u64).pow(2);
            Problem {
                name: "jacobi",
                arrays: vec![arr("in", nn, Role::In), arr("out", nn, Role::Out)],
                params: vec![Param::U32(n), Param::Array(0), Param::Array(1)],
                grid,
                block,
                min_bytes: 4 * (nn as u64 + inner),
                flops: 4 * inner,
                elementwise: false,
            }
        }
        _ => return None,
    };
    Some(p)
}

/// Runs `f(start, chunk)` over `out` cut into chunks of `chunk` elements, on every core.
fn par_chunks(out: &mut [f32], chunk: usize, f: impl Fn(usize, &mut [f32]) + Sync) {
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let chunks: Vec<(usize, &mut [f32])> = out
        .chunks_mut(chunk)
        .enumerate()
        .map(|(i, c)| (i * chunk, c))
        .collect();
    let per_thread = chunks.len().div_ceil(threads).max(1);
    let mut groups: Vec<Vec<(usize, &mut [f32])>> = Vec::new();
    let mut it = chunks.into_iter().peekable();
    while it.peek().is_some() {
        groups.push(it.by_ref().take(per_thread).collect());
    }
    std::thread::scope(|s| {
        for group in groups {
            let f = &f;
            s.spawn(move || {
                for (start, c) in group {
                    f(start, c);
                }
            });
        }
    });
}

/// A small, fast, seeded generator (xorshift64*), so runs are reproducible.
pub struct Rng(pub u64);

impl Rng {
    pub fn next_u64(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    /// Uniform in [-1, 1) on a grid of 2^-23: both signs, many exponents, full mantissas.
    pub fn f32(&mut self) -> f32 {
        let bits = (self.next_u64() >> 40) as u32; // 24 random bits
        (bits as f32 / (1u32 << 23) as f32) - 1.0
    }
}
