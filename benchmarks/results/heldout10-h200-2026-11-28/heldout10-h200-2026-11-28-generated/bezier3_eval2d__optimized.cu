extern "C" __global__ void bezier3_eval2d_opt(const float* cx, const float* cy, float* outx, float* outy, int curves, int samples) {
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cu"
    int ucond = ((int)(4u * (blockIdx.x * blockDim.x + threadIdx.x)) < samples) & ((int)(blockIdx.y * blockDim.y + threadIdx.y) < curves);
    float4 outx_v0;
    float4 outy_v1;
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cu"
        int s_m0 = 4u * (blockIdx.x * blockDim.x + threadIdx.x);
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cu"
        int c_m0 = blockIdx.y * blockDim.y + threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cu"
        if (ucond) {
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cu"
            float t_m0 = (float)s_m0 / (float)(samples - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cu"
            float u_m0 = 1.0f - t_m0;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cu"
            float w0_m0 = u_m0 * u_m0 * u_m0;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cu"
            float w1_m0 = 3.0f * u_m0 * u_m0 * t_m0;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cu"
            float w2_m0 = 3.0f * u_m0 * t_m0 * t_m0;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cu"
            float w3_m0 = t_m0 * t_m0 * t_m0;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cu"
            float4 cx_v_m0 = *(const float4*)&cx[4 * c_m0];
            outx_v0.x = w0_m0 * cx_v_m0.x + w1_m0 * cx_v_m0.y + w2_m0 * cx_v_m0.z + w3_m0 * cx_v_m0.w;
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cu"
            float4 cy_v_m0 = *(const float4*)&cy[4 * c_m0];
            outy_v1.x = w0_m0 * cy_v_m0.x + w1_m0 * cy_v_m0.y + w2_m0 * cy_v_m0.z + w3_m0 * cy_v_m0.w;
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cu"
        int s_m1 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 1u;
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cu"
        int c_m1 = blockIdx.y * blockDim.y + threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cu"
        if (ucond) {
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cu"
            float t_m1 = (float)s_m1 / (float)(samples - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cu"
            float u_m1 = 1.0f - t_m1;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cu"
            float w0_m1 = u_m1 * u_m1 * u_m1;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cu"
            float w1_m1 = 3.0f * u_m1 * u_m1 * t_m1;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cu"
            float w2_m1 = 3.0f * u_m1 * t_m1 * t_m1;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cu"
            float w3_m1 = t_m1 * t_m1 * t_m1;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cu"
            float4 cx_v_m1 = *(const float4*)&cx[4 * c_m1];
            outx_v0.y = w0_m1 * cx_v_m1.x + w1_m1 * cx_v_m1.y + w2_m1 * cx_v_m1.z + w3_m1 * cx_v_m1.w;
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cu"
            float4 cy_v_m1 = *(const float4*)&cy[4 * c_m1];
            outy_v1.y = w0_m1 * cy_v_m1.x + w1_m1 * cy_v_m1.y + w2_m1 * cy_v_m1.z + w3_m1 * cy_v_m1.w;
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cu"
        int s_m2 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 2u;
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cu"
        int c_m2 = blockIdx.y * blockDim.y + threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cu"
        if (ucond) {
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cu"
            float t_m2 = (float)s_m2 / (float)(samples - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cu"
            float u_m2 = 1.0f - t_m2;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cu"
            float w0_m2 = u_m2 * u_m2 * u_m2;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cu"
            float w1_m2 = 3.0f * u_m2 * u_m2 * t_m2;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cu"
            float w2_m2 = 3.0f * u_m2 * t_m2 * t_m2;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cu"
            float w3_m2 = t_m2 * t_m2 * t_m2;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cu"
            float4 cx_v_m2 = *(const float4*)&cx[4 * c_m2];
            outx_v0.z = w0_m2 * cx_v_m2.x + w1_m2 * cx_v_m2.y + w2_m2 * cx_v_m2.z + w3_m2 * cx_v_m2.w;
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cu"
            float4 cy_v_m2 = *(const float4*)&cy[4 * c_m2];
            outy_v1.z = w0_m2 * cy_v_m2.x + w1_m2 * cy_v_m2.y + w2_m2 * cy_v_m2.z + w3_m2 * cy_v_m2.w;
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cu"
        int s_m3 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 3u;
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cu"
        int c_m3 = blockIdx.y * blockDim.y + threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cu"
        if (ucond) {
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cu"
            float t_m3 = (float)s_m3 / (float)(samples - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cu"
            float u_m3 = 1.0f - t_m3;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cu"
            float w0_m3 = u_m3 * u_m3 * u_m3;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cu"
            float w1_m3 = 3.0f * u_m3 * u_m3 * t_m3;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cu"
            float w2_m3 = 3.0f * u_m3 * t_m3 * t_m3;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cu"
            float w3_m3 = t_m3 * t_m3 * t_m3;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cu"
            float4 cx_v_m3 = *(const float4*)&cx[4 * c_m3];
            outx_v0.w = w0_m3 * cx_v_m3.x + w1_m3 * cx_v_m3.y + w2_m3 * cx_v_m3.z + w3_m3 * cx_v_m3.w;
            *(float4*)(&outx[c_m3 * samples + s_m3] - 3) = outx_v0;
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cu"
            float4 cy_v_m3 = *(const float4*)&cy[4 * c_m3];
            outy_v1.w = w0_m3 * cy_v_m3.x + w1_m3 * cy_v_m3.y + w2_m3 * cy_v_m3.z + w3_m3 * cy_v_m3.w;
            *(float4*)(&outy[c_m3 * samples + s_m3] - 3) = outy_v1;
        }
    }
}
