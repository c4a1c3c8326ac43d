extern "C" __global__ void f32_to_bf16_rne_cf2x(const float* x, unsigned short* bits, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout10/kernels/f32_to_bf16_rne.cu"
    int i_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 5 "/work/main/.stage/main/benchmarks/heldout10/kernels/f32_to_bf16_rne.cu"
    int i_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/f32_to_bf16_rne.cu"
    if (i_0 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/f32_to_bf16_rne.cu"
        unsigned int u_0 = __float_as_uint(x[i_0]);
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/f32_to_bf16_rne.cu"
        if ((u_0 & 2147483647u) > 2139095040u)
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/f32_to_bf16_rne.cu"
            bits[i_0] = (unsigned short)32704u;
        else
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/f32_to_bf16_rne.cu"
            bits[i_0] = (unsigned short)((u_0 + 32767u + ((u_0 >> 16) & 1u)) >> 16);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/f32_to_bf16_rne.cu"
    if (i_1 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/f32_to_bf16_rne.cu"
        unsigned int u_1 = __float_as_uint(x[i_1]);
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/f32_to_bf16_rne.cu"
        if ((u_1 & 2147483647u) > 2139095040u)
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/f32_to_bf16_rne.cu"
            bits[i_1] = (unsigned short)32704u;
        else
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/f32_to_bf16_rne.cu"
            bits[i_1] = (unsigned short)((u_1 + 32767u + ((u_1 >> 16) & 1u)) >> 16);
    }
}
