//! Runs a WASI program through the embedding API with the kernels simulated (no GPU needed),
//! then runs it again in plain wasmtime and requires the same output. CI runs it:
//!
//! ```sh
//! cargo run -p tensor-wasm-runtime --example simulate -- bench/programs/gemv.wasm 64 4
//! ```

use tensor_wasm_runtime::{Config, Device, Ending, Engine, Program, Wasi};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut args = std::env::args().skip(1);
    let path = args
        .next()
        .ok_or("usage: simulate PROGRAM.wasm [ARGS...]")?;
    let program_args: Vec<String> = std::iter::once(path.clone()).chain(args).collect();
    let wasm = std::fs::read(&path)?;
    let wasi = Wasi {
        args: program_args,
        capture_stdout: true,
        ..Wasi::default()
    };
    let mut outputs = Vec::new();
    // Every nest that may launch does (the sizes CI runs are small), then plain wasmtime.
    let configs = [
        (
            Device::Simulator,
            Config {
                cost: None,
                ..Config::default()
            },
        ),
        (Device::None, Config::default()),
    ];
    for (device, config) in configs {
        let engine = Engine::new(device.clone(), config)?;
        let program = Program::compile(&engine, &wasm)?;
        let mut instance = program.instantiate(&engine, &wasi)?;
        let ending = instance.run_start()?;
        let Ending::Exit(code) = ending else {
            return Err(format!("{device:?}: {ending:?}").into());
        };
        let counters = instance.counters();
        println!(
            "{device:?}: exit {code}, {} nests, {} launches, {} fallbacks",
            program.nests().len(),
            counters.success_total(),
            counters.fallbacks().map(|(_, n)| n).sum::<u64>()
        );
        outputs.push(instance.captured_stdout().unwrap_or_default());
    }
    print!("{}", String::from_utf8_lossy(&outputs[0]));
    if outputs[0] != outputs[1] {
        return Err("the simulated run's output differs from plain wasmtime's".into());
    }
    println!("same output as plain wasmtime");
    Ok(())
}
