extern "C" __global__ void strided_copy_cl_opt(const float* in, float* out) {
    float4 out_v0;
    float4 in_v1;
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/strided_copy_cl.cl"
        int i_m0 = ((unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y) * ((unsigned long long)gridDim.x * ((unsigned long long)blockDim.x * 4ull)) + ((unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + (unsigned long long)threadIdx.x * 4ull);
        in_v1 = *(const float4*)&in[i_m0];
        out_v0.x = in_v1.x;
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/strided_copy_cl.cl"
        int i_m1 = ((unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y) * ((unsigned long long)gridDim.x * ((unsigned long long)blockDim.x * 4ull)) + ((unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 1ull));
        out_v0.y = in_v1.y;
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/strided_copy_cl.cl"
        int i_m2 = ((unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y) * ((unsigned long long)gridDim.x * ((unsigned long long)blockDim.x * 4ull)) + ((unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 2ull));
        out_v0.z = in_v1.z;
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/strided_copy_cl.cl"
        int i_m3 = ((unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y) * ((unsigned long long)gridDim.x * ((unsigned long long)blockDim.x * 4ull)) + ((unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 3ull));
        out_v0.w = in_v1.w;
        *(float4*)(&out[i_m3] - 3) = out_v0;
    }
}
