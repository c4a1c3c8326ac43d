extern "C" __global__ void particles_aos_opt(const float* p, float* out, float ex, float ey, float ez, float dt, int n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_aos.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_aos.cu"
    if (i < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_aos.cu"
        float4 p_v = *(const float4*)&p[8 * i + 0];
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_aos.cu"
        float x = p_v.x;
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_aos.cu"
        float y = p_v.y;
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_aos.cu"
        float z = p_v.z;
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_aos.cu"
        float vx = p_v.w;
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_aos.cu"
        float4 p_v1 = *(const float4*)&p[8 * i + 4];
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_aos.cu"
        float vy = p_v1.x;
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_aos.cu"
        float vz = p_v1.y;
#line 12 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_aos.cu"
        float m = p_v1.z;
#line 12 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_aos.cu"
        float q = p_v1.w;
#line 13 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_aos.cu"
        vx = vx + dt * q * ex;
#line 14 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_aos.cu"
        vy = vy + dt * q * ey;
#line 15 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_aos.cu"
        vz = vz + dt * q * ez;
#line 16 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_aos.cu"
        float4 out_v = make_float4(0.0f, 0.0f, 0.0f, 0.0f);
#line 16 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_aos.cu"
        out_v.x = x + dt * vx;
#line 17 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_aos.cu"
        out_v.y = y + dt * vy;
#line 18 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_aos.cu"
        out_v.z = z + dt * vz;
#line 19 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_aos.cu"
        out_v.w = vx;
#line 19 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_aos.cu"
        *(float4*)&out[8 * i] = out_v;
#line 20 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_aos.cu"
        float4 out_v1 = make_float4(0.0f, 0.0f, 0.0f, 0.0f);
#line 20 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_aos.cu"
        out_v1.x = vy;
#line 21 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_aos.cu"
        out_v1.y = vz;
#line 22 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_aos.cu"
        out_v1.z = m;
#line 23 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_aos.cu"
        out_v1.w = q;
#line 23 "/work/main/.stage/main/benchmarks/heldout/kernels/particles_aos.cu"
        *(float4*)&out[8 * i + 4] = out_v1;
    }
}
