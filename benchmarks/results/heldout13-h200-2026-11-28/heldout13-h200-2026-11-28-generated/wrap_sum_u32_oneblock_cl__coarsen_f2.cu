extern "C" __global__ void wrap_sum_u32_oneblock_cf2x(const unsigned int* w, unsigned int* total, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cl"
    __shared__ unsigned int part[1024];
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cl"
    int t_0 = (unsigned long long)threadIdx.x * 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cl"
    int t_1 = (unsigned long long)threadIdx.x * 2ull + 1ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cl"
    int size = (unsigned long long)blockDim.x * 2ull;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cl"
    unsigned int s_0 = 0u;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cl"
    unsigned int s_1 = 0u;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cl"
    for (int i_0 = t_0; i_0 < n; i_0 += size)
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cl"
        s_0 += w[i_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cl"
    for (int i_1 = t_1; i_1 < n; i_1 += size)
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cl"
        s_1 += w[i_1];
#line 12 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cl"
    part[t_0] = s_0;
#line 12 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cl"
    part[t_1] = s_1;
#line 13 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cl"
    __syncthreads();
#line 14 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cl"
    for (int span = size / 2; span > 0; span >>= 1) {
#line 15 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cl"
        if (t_0 < span)
#line 16 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cl"
            part[t_0] += part[t_0 + span];
#line 15 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cl"
        if (t_1 < span)
#line 16 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cl"
            part[t_1] += part[t_1 + span];
#line 17 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cl"
        __syncthreads();
    }
#line 19 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cl"
    if (t_0 == 0)
#line 20 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cl"
        total[0] = part[0];
#line 19 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cl"
    if (t_1 == 0)
#line 20 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cl"
        total[0] = part[0];
}
