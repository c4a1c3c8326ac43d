extern "C" __global__ void particle_energy_aos8_opt(const float* rec, float* energy, float g, float phi, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/particle_energy_aos8.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/particle_energy_aos8.cu"
    if (i < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/particle_energy_aos8.cu"
        const float* p = rec + 8 * (unsigned long long)i;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/particle_energy_aos8.cu"
        float4 rec_v = *(const float4*)&p[6 - 2];
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/particle_energy_aos8.cu"
        float m = rec_v.z;
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/particle_energy_aos8.cu"
        float2 rec_v1 = *(const float2*)&p[3 - 1];
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/particle_energy_aos8.cu"
        float kinetic = 0.5f * m * (rec_v1.y * rec_v1.y + rec_v.x * rec_v.x + rec_v.y * rec_v.y);
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/particle_energy_aos8.cu"
        energy[i] = kinetic + m * g * rec_v1.x + rec_v.w * phi * p[0];
    }
}
