extern "C" __global__ void gather_opt(const float* in, const int* idx, float* out, float s, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/gather.cu"
    int ucond = (int)(4u * (blockIdx.x * blockDim.x + threadIdx.x)) < n;
    float4 out_v0;
    int4 idx_v1;
    {
#line 4 "/work/main/.stage/main/benchmarks/heldout/kernels/gather.cu"
        int i_m0 = 4u * (blockIdx.x * blockDim.x + threadIdx.x);
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/gather.cu"
        if (ucond) {
            idx_v1 = *(const int4*)&idx[i_m0];
            out_v0.x = in[idx_v1.x] * s;
        }
    }
    {
#line 4 "/work/main/.stage/main/benchmarks/heldout/kernels/gather.cu"
        int i_m1 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 1u;
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/gather.cu"
        if (ucond) {
            out_v0.y = in[idx_v1.y] * s;
        }
    }
    {
#line 4 "/work/main/.stage/main/benchmarks/heldout/kernels/gather.cu"
        int i_m2 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 2u;
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/gather.cu"
        if (ucond) {
            out_v0.z = in[idx_v1.z] * s;
        }
    }
    {
#line 4 "/work/main/.stage/main/benchmarks/heldout/kernels/gather.cu"
        int i_m3 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 3u;
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/gather.cu"
        if (ucond) {
            out_v0.w = in[idx_v1.w] * s;
            *(float4*)(&out[i_m3] - 3) = out_v0;
        }
    }
}
