extern "C" __global__ void label_area_count_opt(const int* labels, int* counts, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/label_area_count.cu"
    int ucond = (int)(4u * (blockIdx.x * blockDim.x + threadIdx.x)) < n;
    int4 labels_v0;
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/label_area_count.cu"
        int i_m0 = 4u * (blockIdx.x * blockDim.x + threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/label_area_count.cu"
        if (ucond) {
            labels_v0 = *(const int4*)&labels[i_m0];
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/label_area_count.cu"
            atomicAdd(&counts[labels_v0.x], 1);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/label_area_count.cu"
        int i_m1 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 1u;
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/label_area_count.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/label_area_count.cu"
            atomicAdd(&counts[labels_v0.y], 1);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/label_area_count.cu"
        int i_m2 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 2u;
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/label_area_count.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/label_area_count.cu"
            atomicAdd(&counts[labels_v0.z], 1);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/label_area_count.cu"
        int i_m3 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 3u;
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/label_area_count.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/label_area_count.cu"
            atomicAdd(&counts[labels_v0.w], 1);
        }
    }
}
