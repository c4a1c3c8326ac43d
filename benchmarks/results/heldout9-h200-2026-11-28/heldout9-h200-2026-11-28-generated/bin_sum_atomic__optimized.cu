extern "C" __global__ void bin_sum_atomic_opt(const int* keys, const int* vals, int* sums, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/bin_sum_atomic.cu"
    int ucond = (int)(4u * (blockIdx.x * blockDim.x + threadIdx.x)) < n;
    int4 keys_v0;
    int4 vals_v1;
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/bin_sum_atomic.cu"
        int i_m0 = 4u * (blockIdx.x * blockDim.x + threadIdx.x);
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/bin_sum_atomic.cu"
        if (ucond) {
            keys_v0 = *(const int4*)&keys[i_m0];
            vals_v1 = *(const int4*)&vals[i_m0];
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/bin_sum_atomic.cu"
            atomicAdd(&sums[keys_v0.x], vals_v1.x);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/bin_sum_atomic.cu"
        int i_m1 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 1u;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/bin_sum_atomic.cu"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/bin_sum_atomic.cu"
            atomicAdd(&sums[keys_v0.y], vals_v1.y);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/bin_sum_atomic.cu"
        int i_m2 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 2u;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/bin_sum_atomic.cu"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/bin_sum_atomic.cu"
            atomicAdd(&sums[keys_v0.z], vals_v1.z);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/bin_sum_atomic.cu"
        int i_m3 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 3u;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/bin_sum_atomic.cu"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/bin_sum_atomic.cu"
            atomicAdd(&sums[keys_v0.w], vals_v1.w);
        }
    }
}
