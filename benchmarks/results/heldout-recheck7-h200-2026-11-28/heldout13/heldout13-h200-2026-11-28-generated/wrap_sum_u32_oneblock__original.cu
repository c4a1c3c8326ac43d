extern "C" __global__ void wrap_sum_u32_oneblock(const unsigned int* w, unsigned int* total, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cu"
    __shared__ unsigned int part[1024];
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cu"
    int t = threadIdx.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cu"
    unsigned int s = 0u;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cu"
    for (int i = t; i < n; i += blockDim.x)
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cu"
        s += w[i];
#line 12 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cu"
    part[t] = s;
#line 13 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cu"
    __syncthreads();
#line 14 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cu"
    for (int span = blockDim.x / 2; span > 0; span >>= 1) {
#line 15 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cu"
        if (t < span)
#line 16 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cu"
            part[t] += part[t + span];
#line 17 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cu"
        __syncthreads();
    }
#line 19 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cu"
    if (t == 0)
#line 20 "/work/main/.stage/main/benchmarks/heldout13/kernels/wrap_sum_u32_oneblock.cu"
        total[0] = part[0];
}
