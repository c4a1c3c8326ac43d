extern "C" __global__ void matadd_fig6a_opt(const float* a, const float* b, float* c) {
    float4 c_v0;
    float4 a_v1;
    float4 b_v2;
    {
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/matadd_fig6a.cu"
        int i_m0 = blockIdx.y * (gridDim.x * 4u * blockDim.x) + 4u * (blockIdx.x * blockDim.x + threadIdx.x);
        a_v1 = *(const float4*)&a[i_m0];
        b_v2 = *(const float4*)&b[i_m0];
        c_v0.x = a_v1.x + b_v2.x;
    }
    {
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/matadd_fig6a.cu"
        int i_m1 = blockIdx.y * (gridDim.x * 4u * blockDim.x) + (4u * (blockIdx.x * blockDim.x + threadIdx.x) + 1u);
        c_v0.y = a_v1.y + b_v2.y;
    }
    {
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/matadd_fig6a.cu"
        int i_m2 = blockIdx.y * (gridDim.x * 4u * blockDim.x) + (4u * (blockIdx.x * blockDim.x + threadIdx.x) + 2u);
        c_v0.z = a_v1.z + b_v2.z;
    }
    {
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/matadd_fig6a.cu"
        int i_m3 = blockIdx.y * (gridDim.x * 4u * blockDim.x) + (4u * (blockIdx.x * blockDim.x + threadIdx.x) + 3u);
        c_v0.w = a_v1.w + b_v2.w;
        *(float4*)(&c[i_m3] - 3) = c_v0;
    }
}
