extern "C" __global__ void wrap_sum_u32_oneblock_cf2x(const unsigned int* w, unsigned int* total, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cu"
    __shared__ unsigned int part[1024];
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cu"
    int t_0 = threadIdx.x * 2u;
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cu"
    int t_1 = threadIdx.x * 2u + 1u;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cu"
    unsigned int s_0 = 0u;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cu"
    unsigned int s_1 = 0u;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cu"
    for (int i_0 = t_0; i_0 < n; i_0 += blockDim.x * 2u)
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cu"
        s_0 += w[i_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cu"
    for (int i_1 = t_1; i_1 < n; i_1 += blockDim.x * 2u)
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cu"
        s_1 += w[i_1];
#line 12 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cu"
    part[t_0] = s_0;
#line 12 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cu"
    part[t_1] = s_1;
#line 13 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cu"
    __syncthreads();
#line 14 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cu"
    for (int span = blockDim.x * 2u / 2; span > 0; span >>= 1) {
#line 15 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cu"
        if (t_0 < span)
#line 16 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cu"
            part[t_0] += part[t_0 + span];
#line 15 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cu"
        if (t_1 < span)
#line 16 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cu"
            part[t_1] += part[t_1 + span];
#line 17 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cu"
        __syncthreads();
    }
#line 19 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cu"
    if (t_0 == 0)
#line 20 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cu"
        total[0] = part[0];
#line 19 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cu"
    if (t_1 == 0)
#line 20 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cu"
        total[0] = part[0];
}
