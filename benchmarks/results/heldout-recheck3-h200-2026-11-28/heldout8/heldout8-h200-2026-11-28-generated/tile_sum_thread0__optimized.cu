extern "C" __global__ void tile_sum_thread0_opt(const float* x, float* partial, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_sum_thread0.cu"
    __shared__ float s[256];
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_sum_thread0.cu"
    int t = threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_sum_thread0.cu"
    int i = blockIdx.x * 256 + t;
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_sum_thread0.cu"
    s[t] = i < n ? x[i] : 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_sum_thread0.cu"
    __syncthreads();
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_sum_thread0.cu"
    float s_sum = 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_sum_thread0.cu"
    if ((int)threadIdx.x < 32) {
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_sum_thread0.cu"
        for (int j = (int)threadIdx.x; j < 256; j += 32)
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_sum_thread0.cu"
            s_sum += s[j];
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_sum_thread0.cu"
        s_sum += __shfl_xor_sync(4294967295u, s_sum, 16);
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_sum_thread0.cu"
        s_sum += __shfl_xor_sync(4294967295u, s_sum, 8);
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_sum_thread0.cu"
        s_sum += __shfl_xor_sync(4294967295u, s_sum, 4);
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_sum_thread0.cu"
        s_sum += __shfl_xor_sync(4294967295u, s_sum, 2);
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_sum_thread0.cu"
        s_sum += __shfl_xor_sync(4294967295u, s_sum, 1);
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_sum_thread0.cu"
    if (t == 0) {
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_sum_thread0.cu"
        float acc = 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_sum_thread0.cu"
        acc += s_sum;
#line 14 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_sum_thread0.cu"
        partial[blockIdx.x] = acc;
    }
}
