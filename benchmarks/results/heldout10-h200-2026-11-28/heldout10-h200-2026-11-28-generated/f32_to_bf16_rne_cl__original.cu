extern "C" __global__ void f32_to_bf16_rne(const float* x, unsigned short* bits, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout10/kernels/f32_to_bf16_rne.cl"
    int i = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/f32_to_bf16_rne.cl"
    if (i < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/f32_to_bf16_rne.cl"
        unsigned int u = __float_as_uint(x[i]);
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/f32_to_bf16_rne.cl"
        if ((u & 2147483647u) > 2139095040u)
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/f32_to_bf16_rne.cl"
            bits[i] = (unsigned short)32704u;
        else
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/f32_to_bf16_rne.cl"
            bits[i] = (unsigned short)((u + 32767u + ((u >> 16) & 1u)) >> 16);
    }
}
