extern "C" __global__ void iq_phase_mag_opt(const float* si, const float* sq, float* mag, float* phase, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cl"
    int ucond = (int)(4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x)) < n;
    float4 si_v0;
    float4 sq_v1;
    float4 mag_v2;
    float4 phase_v3;
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cl"
        int k_m0 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cl"
        if (ucond) {
            si_v0 = *(const float4*)&si[k_m0];
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cl"
            float a_m0 = si_v0.x;
            sq_v1 = *(const float4*)&sq[k_m0];
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cl"
            float b_m0 = sq_v1.x;
            mag_v2.x = sqrtf(a_m0 * a_m0 + b_m0 * b_m0);
            phase_v3.x = atan2f(b_m0, a_m0);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cl"
        int k_m1 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 1ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cl"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cl"
            float a_m1 = si_v0.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cl"
            float b_m1 = sq_v1.y;
            mag_v2.y = sqrtf(a_m1 * a_m1 + b_m1 * b_m1);
            phase_v3.y = atan2f(b_m1, a_m1);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cl"
        int k_m2 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cl"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cl"
            float a_m2 = si_v0.z;
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cl"
            float b_m2 = sq_v1.z;
            mag_v2.z = sqrtf(a_m2 * a_m2 + b_m2 * b_m2);
            phase_v3.z = atan2f(b_m2, a_m2);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cl"
        int k_m3 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 3ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cl"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cl"
            float a_m3 = si_v0.w;
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cl"
            float b_m3 = sq_v1.w;
            mag_v2.w = sqrtf(a_m3 * a_m3 + b_m3 * b_m3);
            *(float4*)(&mag[k_m3] - 3) = mag_v2;
            phase_v3.w = atan2f(b_m3, a_m3);
            *(float4*)(&phase[k_m3] - 3) = phase_v3;
        }
    }
}
