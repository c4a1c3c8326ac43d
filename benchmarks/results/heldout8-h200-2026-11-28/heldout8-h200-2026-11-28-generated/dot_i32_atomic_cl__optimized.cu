extern "C" __global__ void dot_i32_atomic_opt(const int* x, const int* y, int* result, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/dot_i32_atomic.cl"
    int ucond = (int)(4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x)) < n;
    int4 x_v0;
    int4 y_v1;
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/dot_i32_atomic.cl"
        int i_m0 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/dot_i32_atomic.cl"
        if (ucond) {
            x_v0 = *(const int4*)&x[i_m0];
            y_v1 = *(const int4*)&y[i_m0];
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/dot_i32_atomic.cl"
            atomicAdd(result, x_v0.x * y_v1.x);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/dot_i32_atomic.cl"
        int i_m1 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 1ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/dot_i32_atomic.cl"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/dot_i32_atomic.cl"
            atomicAdd(result, x_v0.y * y_v1.y);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/dot_i32_atomic.cl"
        int i_m2 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/dot_i32_atomic.cl"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/dot_i32_atomic.cl"
            atomicAdd(result, x_v0.z * y_v1.z);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/dot_i32_atomic.cl"
        int i_m3 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 3ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/dot_i32_atomic.cl"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/dot_i32_atomic.cl"
            atomicAdd(result, x_v0.w * y_v1.w);
        }
    }
}
