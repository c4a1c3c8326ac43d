extern "C" __global__ void particle_energy_aos8_hand(const float* __restrict__ rec, float* __restrict__ energy, float g, float phi, int n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout11/hand/particle_energy_aos8_hand.cu"
    __shared__ float padded[2304];
#line 10 "/work/main/.stage/main/benchmarks/heldout11/hand/particle_energy_aos8_hand.cu"
    int t = threadIdx.x;
#line 10 "/work/main/.stage/main/benchmarks/heldout11/hand/particle_energy_aos8_hand.cu"
    int size = blockDim.x;
#line 11 "/work/main/.stage/main/benchmarks/heldout11/hand/particle_energy_aos8_hand.cu"
    int first = blockIdx.x * size;
#line 12 "/work/main/.stage/main/benchmarks/heldout11/hand/particle_energy_aos8_hand.cu"
    int count = min(size, n - first) * 8;
#line 13 "/work/main/.stage/main/benchmarks/heldout11/hand/particle_energy_aos8_hand.cu"
    for (int k = t; k < count; k += size)
#line 14 "/work/main/.stage/main/benchmarks/heldout11/hand/particle_energy_aos8_hand.cu"
        padded[k + (k >> 3)] = rec[(unsigned long long)first * 8 + k];
#line 15 "/work/main/.stage/main/benchmarks/heldout11/hand/particle_energy_aos8_hand.cu"
    __syncthreads();
#line 16 "/work/main/.stage/main/benchmarks/heldout11/hand/particle_energy_aos8_hand.cu"
    if (first + t < n) {
#line 17 "/work/main/.stage/main/benchmarks/heldout11/hand/particle_energy_aos8_hand.cu"
        const float* p = padded + 9 * t;
#line 18 "/work/main/.stage/main/benchmarks/heldout11/hand/particle_energy_aos8_hand.cu"
        float m = p[6];
#line 19 "/work/main/.stage/main/benchmarks/heldout11/hand/particle_energy_aos8_hand.cu"
        float kinetic = 0.5f * m * (p[3] * p[3] + p[4] * p[4] + p[5] * p[5]);
#line 20 "/work/main/.stage/main/benchmarks/heldout11/hand/particle_energy_aos8_hand.cu"
        energy[first + t] = kinetic + m * g * p[2] + p[7] * phi * p[0];
    }
}
