extern "C" __global__ void label_area_count_opt(const int* labels, int* counts, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/label_area_count.cl"
    int ucond = (int)(4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x)) < n;
    int4 labels_v0;
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/label_area_count.cl"
        int i_m0 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/label_area_count.cl"
        if (ucond) {
            labels_v0 = *(const int4*)&labels[i_m0];
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/label_area_count.cl"
            atomicAdd(&counts[labels_v0.x], 1);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/label_area_count.cl"
        int i_m1 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 1ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/label_area_count.cl"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/label_area_count.cl"
            atomicAdd(&counts[labels_v0.y], 1);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/label_area_count.cl"
        int i_m2 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/label_area_count.cl"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/label_area_count.cl"
            atomicAdd(&counts[labels_v0.z], 1);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/label_area_count.cl"
        int i_m3 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 3ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/label_area_count.cl"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/label_area_count.cl"
            atomicAdd(&counts[labels_v0.w], 1);
        }
    }
}
