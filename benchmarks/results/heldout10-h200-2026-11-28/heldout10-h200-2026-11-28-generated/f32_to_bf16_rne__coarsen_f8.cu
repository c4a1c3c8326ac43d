extern "C" __global__ void f32_to_bf16_rne_cf8x(const float* x, unsigned short* bits, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout10/kernels/f32_to_bf16_rne.cu"
    int i_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 5 "/work/main/.stage/main/benchmarks/heldout10/kernels/f32_to_bf16_rne.cu"
    int i_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 5 "/work/main/.stage/main/benchmarks/heldout10/kernels/f32_to_bf16_rne.cu"
    int i_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 5 "/work/main/.stage/main/benchmarks/heldout10/kernels/f32_to_bf16_rne.cu"
    int i_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 5 "/work/main/.stage/main/benchmarks/heldout10/kernels/f32_to_bf16_rne.cu"
    int i_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 5 "/work/main/.stage/main/benchmarks/heldout10/kernels/f32_to_bf16_rne.cu"
    int i_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 5 "/work/main/.stage/main/benchmarks/heldout10/kernels/f32_to_bf16_rne.cu"
    int i_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 5 "/work/main/.stage/main/benchmarks/heldout10/kernels/f32_to_bf16_rne.cu"
    int i_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
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
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/f32_to_bf16_rne.cu"
    if (i_2 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/f32_to_bf16_rne.cu"
        unsigned int u_2 = __float_as_uint(x[i_2]);
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/f32_to_bf16_rne.cu"
        if ((u_2 & 2147483647u) > 2139095040u)
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/f32_to_bf16_rne.cu"
            bits[i_2] = (unsigned short)32704u;
        else
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/f32_to_bf16_rne.cu"
            bits[i_2] = (unsigned short)((u_2 + 32767u + ((u_2 >> 16) & 1u)) >> 16);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/f32_to_bf16_rne.cu"
    if (i_3 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/f32_to_bf16_rne.cu"
        unsigned int u_3 = __float_as_uint(x[i_3]);
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/f32_to_bf16_rne.cu"
        if ((u_3 & 2147483647u) > 2139095040u)
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/f32_to_bf16_rne.cu"
            bits[i_3] = (unsigned short)32704u;
        else
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/f32_to_bf16_rne.cu"
            bits[i_3] = (unsigned short)((u_3 + 32767u + ((u_3 >> 16) & 1u)) >> 16);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/f32_to_bf16_rne.cu"
    if (i_4 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/f32_to_bf16_rne.cu"
        unsigned int u_4 = __float_as_uint(x[i_4]);
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/f32_to_bf16_rne.cu"
        if ((u_4 & 2147483647u) > 2139095040u)
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/f32_to_bf16_rne.cu"
            bits[i_4] = (unsigned short)32704u;
        else
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/f32_to_bf16_rne.cu"
            bits[i_4] = (unsigned short)((u_4 + 32767u + ((u_4 >> 16) & 1u)) >> 16);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/f32_to_bf16_rne.cu"
    if (i_5 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/f32_to_bf16_rne.cu"
        unsigned int u_5 = __float_as_uint(x[i_5]);
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/f32_to_bf16_rne.cu"
        if ((u_5 & 2147483647u) > 2139095040u)
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/f32_to_bf16_rne.cu"
            bits[i_5] = (unsigned short)32704u;
        else
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/f32_to_bf16_rne.cu"
            bits[i_5] = (unsigned short)((u_5 + 32767u + ((u_5 >> 16) & 1u)) >> 16);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/f32_to_bf16_rne.cu"
    if (i_6 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/f32_to_bf16_rne.cu"
        unsigned int u_6 = __float_as_uint(x[i_6]);
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/f32_to_bf16_rne.cu"
        if ((u_6 & 2147483647u) > 2139095040u)
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/f32_to_bf16_rne.cu"
            bits[i_6] = (unsigned short)32704u;
        else
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/f32_to_bf16_rne.cu"
            bits[i_6] = (unsigned short)((u_6 + 32767u + ((u_6 >> 16) & 1u)) >> 16);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/f32_to_bf16_rne.cu"
    if (i_7 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/f32_to_bf16_rne.cu"
        unsigned int u_7 = __float_as_uint(x[i_7]);
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/f32_to_bf16_rne.cu"
        if ((u_7 & 2147483647u) > 2139095040u)
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/f32_to_bf16_rne.cu"
            bits[i_7] = (unsigned short)32704u;
        else
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/f32_to_bf16_rne.cu"
            bits[i_7] = (unsigned short)((u_7 + 32767u + ((u_7 >> 16) & 1u)) >> 16);
    }
}
