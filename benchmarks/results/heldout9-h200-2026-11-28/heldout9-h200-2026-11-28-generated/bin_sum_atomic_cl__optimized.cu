extern "C" __global__ void bin_sum_atomic_opt(const int* keys, const int* vals, int* sums, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/bin_sum_atomic.cl"
    int ucond = (int)(4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x)) < n;
    int4 keys_v0;
    int4 vals_v1;
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/bin_sum_atomic.cl"
        int i_m0 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/bin_sum_atomic.cl"
        if (ucond) {
            keys_v0 = *(const int4*)&keys[i_m0];
            vals_v1 = *(const int4*)&vals[i_m0];
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/bin_sum_atomic.cl"
            atomicAdd(&sums[keys_v0.x], vals_v1.x);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/bin_sum_atomic.cl"
        int i_m1 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 1ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/bin_sum_atomic.cl"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/bin_sum_atomic.cl"
            atomicAdd(&sums[keys_v0.y], vals_v1.y);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/bin_sum_atomic.cl"
        int i_m2 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/bin_sum_atomic.cl"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/bin_sum_atomic.cl"
            atomicAdd(&sums[keys_v0.z], vals_v1.z);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/bin_sum_atomic.cl"
        int i_m3 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 3ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/bin_sum_atomic.cl"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/bin_sum_atomic.cl"
            atomicAdd(&sums[keys_v0.w], vals_v1.w);
        }
    }
}
