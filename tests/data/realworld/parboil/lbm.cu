/* lbm_kernel.cu: D3Q19 lattice-Boltzmann stream-collide, one cell per thread (Parboil style, reduced) */
#include "lbm_1d_array.h"

__global__ void performStreamCollide_kernel( float* srcGrid, float* dstGrid )
{
	//Using some predefined macros here.  Consider this the declaration
	//  and initialization of the variables SWEEP_X, SWEEP_Y and SWEEP_Z
	SWEEP_VAR
	SWEEP_X = threadIdx.x;
	SWEEP_Y = blockIdx.x;
	SWEEP_Z = blockIdx.y;

	float temp_swp, tempC, tempN, tempS, tempE, tempW, tempT, tempB;
	float ux, uy, uz, rho, u2;

	tempC = SRC_C(srcGrid);
	tempN = SRC_N(srcGrid);
	tempS = SRC_S(srcGrid);
	tempE = SRC_E(srcGrid);
	tempW = SRC_W(srcGrid);
	tempT = SRC_T(srcGrid);
	tempB = SRC_B(srcGrid);

	if(TEST_FLAG_SWEEP( srcGrid, OBSTACLE )) {
		temp_swp = tempN ; tempN = tempS ; tempS = temp_swp ;
		temp_swp = tempE ; tempE = tempW ; tempW = temp_swp;
		temp_swp = tempT ; tempT = tempB ; tempB = temp_swp;
	}
	else {
		rho = tempC + tempN + tempS + tempE + tempW + tempT + tempB;
		ux = tempE - tempW;
		uy = tempN - tempS;
		uz = tempT - tempB;
		ux /= rho;
		uy /= rho;
		uz /= rho;
		u2 = 1.5f * (ux*ux + uy*uy + uz*uz);
		tempC = (1.0f-OMEGA)*tempC + DFL1*OMEGA*rho*(1.0f - u2);
		tempN = (1.0f-OMEGA)*tempN + DFL2*OMEGA*rho*(1.0f + uy*(4.5f*uy + 3.0f) - u2);
		tempS = (1.0f-OMEGA)*tempS + DFL2*OMEGA*rho*(1.0f + uy*(4.5f*uy - 3.0f) - u2);
		tempE = (1.0f-OMEGA)*tempE + DFL2*OMEGA*rho*(1.0f + ux*(4.5f*ux + 3.0f) - u2);
		tempW = (1.0f-OMEGA)*tempW + DFL2*OMEGA*rho*(1.0f + ux*(4.5f*ux - 3.0f) - u2);
		tempT = (1.0f-OMEGA)*tempT + DFL2*OMEGA*rho*(1.0f + uz*(4.5f*uz + 3.0f) - u2);
		tempB = (1.0f-OMEGA)*tempB + DFL2*OMEGA*rho*(1.0f + uz*(4.5f*uz - 3.0f) - u2);
	}

	DST_C ( dstGrid ) = tempC;
	DST_N ( dstGrid ) = tempN;
	DST_S ( dstGrid ) = tempS;
	DST_E ( dstGrid ) = tempE;
	DST_W ( dstGrid ) = tempW;
	DST_T ( dstGrid ) = tempT;
	DST_B ( dstGrid ) = tempB;
}
