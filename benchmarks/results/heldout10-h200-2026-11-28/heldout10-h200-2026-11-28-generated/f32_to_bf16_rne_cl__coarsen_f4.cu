extern "C" __global__ void f32_to_bf16_rne_cf4x(const float* x, unsigned short* bits, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout10/kernels/f32_to_bf16_rne.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout10/kernels/f32_to_bf16_rne.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 1ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout10/kernels/f32_to_bf16_rne.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 2ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout10/kernels/f32_to_bf16_rne.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 3ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/f32_to_bf16_rne.cl"
    if (i_0 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/f32_to_bf16_rne.cl"
        unsigned int u_0 = __float_as_uint(x[i_0]);
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/f32_to_bf16_rne.cl"
        if ((u_0 & 2147483647u) > 2139095040u)
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/f32_to_bf16_rne.cl"
            bits[i_0] = (unsigned short)32704u;
        else
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/f32_to_bf16_rne.cl"
            bits[i_0] = (unsigned short)((u_0 + 32767u + ((u_0 >> 16) & 1u)) >> 16);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/f32_to_bf16_rne.cl"
    if (i_1 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/f32_to_bf16_rne.cl"
        unsigned int u_1 = __float_as_uint(x[i_1]);
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/f32_to_bf16_rne.cl"
        if ((u_1 & 2147483647u) > 2139095040u)
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/f32_to_bf16_rne.cl"
            bits[i_1] = (unsigned short)32704u;
        else
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/f32_to_bf16_rne.cl"
            bits[i_1] = (unsigned short)((u_1 + 32767u + ((u_1 >> 16) & 1u)) >> 16);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/f32_to_bf16_rne.cl"
    if (i_2 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/f32_to_bf16_rne.cl"
        unsigned int u_2 = __float_as_uint(x[i_2]);
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/f32_to_bf16_rne.cl"
        if ((u_2 & 2147483647u) > 2139095040u)
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/f32_to_bf16_rne.cl"
            bits[i_2] = (unsigned short)32704u;
        else
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/f32_to_bf16_rne.cl"
            bits[i_2] = (unsigned short)((u_2 + 32767u + ((u_2 >> 16) & 1u)) >> 16);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/f32_to_bf16_rne.cl"
    if (i_3 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/f32_to_bf16_rne.cl"
        unsigned int u_3 = __float_as_uint(x[i_3]);
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/f32_to_bf16_rne.cl"
        if ((u_3 & 2147483647u) > 2139095040u)
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/f32_to_bf16_rne.cl"
            bits[i_3] = (unsigned short)32704u;
        else
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/f32_to_bf16_rne.cl"
            bits[i_3] = (unsigned short)((u_3 + 32767u + ((u_3 >> 16) & 1u)) >> 16);
    }
}
