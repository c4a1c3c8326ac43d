extern "C" __global__ void keyed_max_atomic_opt(const int* key, const int* val, int* out, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/keyed_max_atomic.cu"
    int ucond = (int)(4u * (blockIdx.x * blockDim.x + threadIdx.x)) < n;
    int4 key_v0;
    int4 val_v1;
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/keyed_max_atomic.cu"
        int i_m0 = 4u * (blockIdx.x * blockDim.x + threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/keyed_max_atomic.cu"
        if (ucond) {
            key_v0 = *(const int4*)&key[i_m0];
            val_v1 = *(const int4*)&val[i_m0];
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/keyed_max_atomic.cu"
            atomicMax(&out[key_v0.x], val_v1.x);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/keyed_max_atomic.cu"
        int i_m1 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 1u;
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/keyed_max_atomic.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/keyed_max_atomic.cu"
            atomicMax(&out[key_v0.y], val_v1.y);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/keyed_max_atomic.cu"
        int i_m2 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 2u;
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/keyed_max_atomic.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/keyed_max_atomic.cu"
            atomicMax(&out[key_v0.z], val_v1.z);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/keyed_max_atomic.cu"
        int i_m3 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 3u;
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/keyed_max_atomic.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/keyed_max_atomic.cu"
            atomicMax(&out[key_v0.w], val_v1.w);
        }
    }
}
