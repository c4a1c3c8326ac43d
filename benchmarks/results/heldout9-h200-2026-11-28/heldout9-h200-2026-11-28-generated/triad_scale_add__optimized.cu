extern "C" __global__ void triad_scale_add_opt(const float* b, const float* c, float* a, float s, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/triad_scale_add.cu"
    int ucond = (int)(4u * (blockIdx.x * blockDim.x + threadIdx.x)) < n;
    float4 a_v0;
    float4 b_v1;
    float4 c_v2;
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/triad_scale_add.cu"
        int i_m0 = 4u * (blockIdx.x * blockDim.x + threadIdx.x);
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/triad_scale_add.cu"
        if (ucond) {
            b_v1 = *(const float4*)&b[i_m0];
            c_v2 = *(const float4*)&c[i_m0];
            a_v0.x = b_v1.x + s * c_v2.x;
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/triad_scale_add.cu"
        int i_m1 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 1u;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/triad_scale_add.cu"
        if (ucond) {
            a_v0.y = b_v1.y + s * c_v2.y;
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/triad_scale_add.cu"
        int i_m2 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 2u;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/triad_scale_add.cu"
        if (ucond) {
            a_v0.z = b_v1.z + s * c_v2.z;
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/triad_scale_add.cu"
        int i_m3 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 3u;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/triad_scale_add.cu"
        if (ucond) {
            a_v0.w = b_v1.w + s * c_v2.w;
            *(float4*)(&a[i_m3] - 3) = a_v0;
        }
    }
}
