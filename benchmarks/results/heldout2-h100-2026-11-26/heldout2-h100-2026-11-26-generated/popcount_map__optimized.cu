extern "C" __global__ void popcount_map_opt(const unsigned int* in, int* out, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/popcount_map.cu"
    int ucond = (int)(4u * (blockIdx.x * blockDim.x + threadIdx.x)) < n;
    int4 out_v0;
    uint4 in_v1;
    {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/popcount_map.cu"
        int g_m0 = 4u * (blockIdx.x * blockDim.x + threadIdx.x);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/popcount_map.cu"
        if (ucond) {
            in_v1 = *(const uint4*)&in[g_m0];
            out_v0.x = __popc(in_v1.x);
        }
    }
    {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/popcount_map.cu"
        int g_m1 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 1u;
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/popcount_map.cu"
        if (ucond) {
            out_v0.y = __popc(in_v1.y);
        }
    }
    {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/popcount_map.cu"
        int g_m2 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 2u;
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/popcount_map.cu"
        if (ucond) {
            out_v0.z = __popc(in_v1.z);
        }
    }
    {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/popcount_map.cu"
        int g_m3 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 3u;
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/popcount_map.cu"
        if (ucond) {
            out_v0.w = __popc(in_v1.w);
            *(int4*)(&out[g_m3] - 3) = out_v0;
        }
    }
}
