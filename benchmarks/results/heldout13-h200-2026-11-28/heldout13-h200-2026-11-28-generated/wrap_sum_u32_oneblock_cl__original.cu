extern "C" __global__ void wrap_sum_u32_oneblock(const unsigned int* w, unsigned int* total, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cl"
    __shared__ unsigned int part[1024];
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cl"
    int t = (unsigned long long)threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cl"
    int size = (unsigned long long)blockDim.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cl"
    unsigned int s = 0u;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cl"
    for (int i = t; i < n; i += size)
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cl"
        s += w[i];
#line 12 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cl"
    part[t] = s;
#line 13 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cl"
    __syncthreads();
#line 14 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cl"
    for (int span = size / 2; span > 0; span >>= 1) {
#line 15 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cl"
        if (t < span)
#line 16 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cl"
            part[t] += part[t + span];
#line 17 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cl"
        __syncthreads();
    }
#line 19 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cl"
    if (t == 0)
#line 20 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cl"
        total[0] = part[0];
}
