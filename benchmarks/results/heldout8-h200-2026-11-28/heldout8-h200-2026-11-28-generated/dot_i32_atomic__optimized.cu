extern "C" __global__ void dot_i32_atomic_opt(const int* x, const int* y, int* result, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/dot_i32_atomic.cu"
    int ucond = (int)(4u * (blockIdx.x * blockDim.x + threadIdx.x)) < n;
    int4 x_v0;
    int4 y_v1;
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/dot_i32_atomic.cu"
        int i_m0 = 4u * (blockIdx.x * blockDim.x + threadIdx.x);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/dot_i32_atomic.cu"
        if (ucond) {
            x_v0 = *(const int4*)&x[i_m0];
            y_v1 = *(const int4*)&y[i_m0];
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/dot_i32_atomic.cu"
            atomicAdd(result, x_v0.x * y_v1.x);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/dot_i32_atomic.cu"
        int i_m1 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 1u;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/dot_i32_atomic.cu"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/dot_i32_atomic.cu"
            atomicAdd(result, x_v0.y * y_v1.y);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/dot_i32_atomic.cu"
        int i_m2 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 2u;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/dot_i32_atomic.cu"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/dot_i32_atomic.cu"
            atomicAdd(result, x_v0.z * y_v1.z);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/dot_i32_atomic.cu"
        int i_m3 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 3u;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/dot_i32_atomic.cu"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/dot_i32_atomic.cu"
            atomicAdd(result, x_v0.w * y_v1.w);
        }
    }
}
