extern "C" __global__ void wrap_sum_u32_oneblock_cf8x(const unsigned int* w, unsigned int* total, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cu"
    __shared__ unsigned int part[1024];
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cu"
    int t_0 = threadIdx.x * 8u;
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cu"
    int t_1 = threadIdx.x * 8u + 1u;
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cu"
    int t_2 = threadIdx.x * 8u + 2u;
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cu"
    int t_3 = threadIdx.x * 8u + 3u;
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cu"
    int t_4 = threadIdx.x * 8u + 4u;
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cu"
    int t_5 = threadIdx.x * 8u + 5u;
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cu"
    int t_6 = threadIdx.x * 8u + 6u;
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cu"
    int t_7 = threadIdx.x * 8u + 7u;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cu"
    unsigned int s_0 = 0u;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cu"
    unsigned int s_1 = 0u;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cu"
    unsigned int s_2 = 0u;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cu"
    unsigned int s_3 = 0u;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cu"
    unsigned int s_4 = 0u;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cu"
    unsigned int s_5 = 0u;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cu"
    unsigned int s_6 = 0u;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cu"
    unsigned int s_7 = 0u;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cu"
    for (int i_0 = t_0; i_0 < n; i_0 += blockDim.x * 8u)
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cu"
        s_0 += w[i_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cu"
    for (int i_1 = t_1; i_1 < n; i_1 += blockDim.x * 8u)
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cu"
        s_1 += w[i_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cu"
    for (int i_2 = t_2; i_2 < n; i_2 += blockDim.x * 8u)
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cu"
        s_2 += w[i_2];
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cu"
    for (int i_3 = t_3; i_3 < n; i_3 += blockDim.x * 8u)
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cu"
        s_3 += w[i_3];
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cu"
    for (int i_4 = t_4; i_4 < n; i_4 += blockDim.x * 8u)
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cu"
        s_4 += w[i_4];
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cu"
    for (int i_5 = t_5; i_5 < n; i_5 += blockDim.x * 8u)
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cu"
        s_5 += w[i_5];
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cu"
    for (int i_6 = t_6; i_6 < n; i_6 += blockDim.x * 8u)
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cu"
        s_6 += w[i_6];
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cu"
    for (int i_7 = t_7; i_7 < n; i_7 += blockDim.x * 8u)
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cu"
        s_7 += w[i_7];
#line 12 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cu"
    part[t_0] = s_0;
#line 12 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cu"
    part[t_1] = s_1;
#line 12 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cu"
    part[t_2] = s_2;
#line 12 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cu"
    part[t_3] = s_3;
#line 12 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cu"
    part[t_4] = s_4;
#line 12 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cu"
    part[t_5] = s_5;
#line 12 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cu"
    part[t_6] = s_6;
#line 12 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cu"
    part[t_7] = s_7;
#line 13 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cu"
    __syncthreads();
#line 14 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cu"
    for (int span = blockDim.x * 8u / 2; span > 0; span >>= 1) {
#line 15 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cu"
        if (t_0 < span)
#line 16 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cu"
            part[t_0] += part[t_0 + span];
#line 15 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cu"
        if (t_1 < span)
#line 16 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cu"
            part[t_1] += part[t_1 + span];
#line 15 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cu"
        if (t_2 < span)
#line 16 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cu"
            part[t_2] += part[t_2 + span];
#line 15 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cu"
        if (t_3 < span)
#line 16 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cu"
            part[t_3] += part[t_3 + span];
#line 15 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cu"
        if (t_4 < span)
#line 16 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cu"
            part[t_4] += part[t_4 + span];
#line 15 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cu"
        if (t_5 < span)
#line 16 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cu"
            part[t_5] += part[t_5 + span];
#line 15 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cu"
        if (t_6 < span)
#line 16 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cu"
            part[t_6] += part[t_6 + span];
#line 15 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cu"
        if (t_7 < span)
#line 16 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cu"
            part[t_7] += part[t_7 + span];
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
#line 19 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cu"
    if (t_2 == 0)
#line 20 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cu"
        total[0] = part[0];
#line 19 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cu"
    if (t_3 == 0)
#line 20 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cu"
        total[0] = part[0];
#line 19 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cu"
    if (t_4 == 0)
#line 20 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cu"
        total[0] = part[0];
#line 19 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cu"
    if (t_5 == 0)
#line 20 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cu"
        total[0] = part[0];
#line 19 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cu"
    if (t_6 == 0)
#line 20 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cu"
        total[0] = part[0];
#line 19 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cu"
    if (t_7 == 0)
#line 20 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cu"
        total[0] = part[0];
}
