extern "C" __global__ void keyed_max_atomic_opt(const int* key, const int* val, int* out, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/keyed_max_atomic.cl"
    int ucond = (int)(4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x)) < n;
    int4 key_v0;
    int4 val_v1;
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/keyed_max_atomic.cl"
        int i_m0 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/keyed_max_atomic.cl"
        if (ucond) {
            key_v0 = *(const int4*)&key[i_m0];
            val_v1 = *(const int4*)&val[i_m0];
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/keyed_max_atomic.cl"
            atomicMax(&out[key_v0.x], val_v1.x);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/keyed_max_atomic.cl"
        int i_m1 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 1ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/keyed_max_atomic.cl"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/keyed_max_atomic.cl"
            atomicMax(&out[key_v0.y], val_v1.y);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/keyed_max_atomic.cl"
        int i_m2 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/keyed_max_atomic.cl"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/keyed_max_atomic.cl"
            atomicMax(&out[key_v0.z], val_v1.z);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/keyed_max_atomic.cl"
        int i_m3 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 3ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/keyed_max_atomic.cl"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/keyed_max_atomic.cl"
            atomicMax(&out[key_v0.w], val_v1.w);
        }
    }
}
