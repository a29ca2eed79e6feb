fn main() {
    let path = std::env::args().nth(1).unwrap();
    let func = std::env::args().nth(2).unwrap();
    let bytes = tensor_wasm_compiler::pipeline::read_module(std::path::Path::new(&path)).unwrap();
    match tensor_wasm_compiler::lower(&bytes, &func, &Default::default()) {
        Ok(k) => println!("{}\n{}\n{}\n{}", k.stages.lowered, k.stages.mir, k.stages.llvm, k.ptx),
        Err(e) => println!("error: {e}"),
    }
}
