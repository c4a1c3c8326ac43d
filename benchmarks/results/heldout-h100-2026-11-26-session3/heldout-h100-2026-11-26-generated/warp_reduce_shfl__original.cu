extern "C" __global__ void warp_reduce_shfl(const int* in, int* out, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/warp_reduce_shfl.cu"
    __shared__ int warp_sums[32];
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/warp_reduce_shfl.cu"
    int g = blockIdx.x * blockDim.x + threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/warp_reduce_shfl.cu"
    int lane = threadIdx.x & 31;
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/warp_reduce_shfl.cu"
    int warp = threadIdx.x >> 5;
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/warp_reduce_shfl.cu"
    int v = g < n ? in[g] : 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/warp_reduce_shfl.cu"
    for (int off = 16; off > 0; off >>= 1)
#line 12 "/work/main/.stage/main/benchmarks/heldout/kernels/warp_reduce_shfl.cu"
        v += __shfl_down_sync(4294967295u, v, off);
#line 13 "/work/main/.stage/main/benchmarks/heldout/kernels/warp_reduce_shfl.cu"
    if (lane == 0)
#line 14 "/work/main/.stage/main/benchmarks/heldout/kernels/warp_reduce_shfl.cu"
        warp_sums[warp] = v;
#line 15 "/work/main/.stage/main/benchmarks/heldout/kernels/warp_reduce_shfl.cu"
    __syncthreads();
#line 16 "/work/main/.stage/main/benchmarks/heldout/kernels/warp_reduce_shfl.cu"
    if (warp == 0) {
#line 17 "/work/main/.stage/main/benchmarks/heldout/kernels/warp_reduce_shfl.cu"
        int nw = blockDim.x >> 5;
#line 18 "/work/main/.stage/main/benchmarks/heldout/kernels/warp_reduce_shfl.cu"
        v = lane < nw ? warp_sums[lane] : 0;
#line 19 "/work/main/.stage/main/benchmarks/heldout/kernels/warp_reduce_shfl.cu"
        for (int off_1 = 16; off_1 > 0; off_1 >>= 1)
#line 20 "/work/main/.stage/main/benchmarks/heldout/kernels/warp_reduce_shfl.cu"
            v += __shfl_down_sync(4294967295u, v, off_1);
#line 21 "/work/main/.stage/main/benchmarks/heldout/kernels/warp_reduce_shfl.cu"
        if (lane == 0)
#line 22 "/work/main/.stage/main/benchmarks/heldout/kernels/warp_reduce_shfl.cu"
            out[blockIdx.x] = v;
    }
}
